extension Text {
    /// One text after another, each keeping its own style: `Text(name).bold() + Text(" (city)")`.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var runs = lhs.runs
        for run in rhs.runs {
            // Neighbouring runs that look the same are one run, which layout and drawing prefer.
            if let last = runs.last, last.style == run.style {
                runs[runs.count - 1].string += run.string
            } else {
                runs.append(run)
            }
        }
        var text = Text(runs: runs)
        if lhs.live != nil || rhs.live != nil {
            let clocks = (lhs.live?.clocks ?? []) + (rhs.live?.clocks ?? [])
            text.live = LiveText(clocks: clocks) { now in (lhs.live?.make(now) ?? lhs) + (rhs.live?.make(now) ?? rhs) }
        }
        return text
    }
}
