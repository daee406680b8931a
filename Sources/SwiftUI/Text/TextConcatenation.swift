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
        return Text(runs: runs)
    }
}
