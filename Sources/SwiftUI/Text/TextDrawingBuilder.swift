import Foundation

/// Turns laid-out lines into `TextDrawing`s: one per distinct resolved style, each holding the
/// pieces of the lines in that style at their positions in root coordinates.
struct TextDrawingBuilder {
    let text: MeasuredText
    private let direction: LayoutDirection
    /// The group (index into `styles`) of each run.
    private let groups: [Int]
    private let styles: [ResolvedTextStyle]

    init(text: MeasuredText, environment: EnvironmentValues) {
        self.text = text
        direction = environment.layoutDirection
        var styles: [ResolvedTextStyle] = []
        groups = text.runStyles.map { style in
            let resolved = style.resolved(in: environment)
            if let index = styles.firstIndex(of: resolved) { return index }
            styles.append(resolved)
            return styles.count - 1
        }
        self.styles = styles
    }

    /// A piece of one line in one style, starting `cell` cells from the line's start.
    private struct Fragment {
        var group: Int
        var text: String
        var cell: Int
        var endCell: Int
    }

    /// - Parameter offset: Where each line (by number) starts below the top of the frame.
    func items(
        lines: [TextLine], in frame: CGRect, alignment: TextAlignment, offset: (Int) -> CGFloat
    ) -> [(drawing: TextDrawing, color: Color.Resolved)] {
        var linesByGroup = Array(repeating: [TextDrawing.Line](), count: styles.count)
        for (number, line) in lines.enumerated() {
            let lineWidth = CGFloat(line.width) * TextLayout.cellWidth
            let x = frame.minX + (frame.width - lineWidth) * alignment.fraction(in: direction)
            let y = frame.minY + offset(number)
            let fragments = fragments(of: line)
            if fragments.isEmpty {
                // An empty line still counts, so that a drawing's `string` shows it.
                let group = groups[text.run(at: line.head.lowerBound)]
                linesByGroup[group].append(TextDrawing.Line(text: "", origin: CGPoint(x: x, y: y)))
            }
            for fragment in fragments {
                let origin = CGPoint(x: x + CGFloat(fragment.cell) * TextLayout.cellWidth, y: y)
                linesByGroup[fragment.group].append(TextDrawing.Line(text: fragment.text, origin: origin))
            }
        }
        return styles.indices.compactMap { group in
            guard !linesByGroup[group].isEmpty else { return nil }
            let style = styles[group]
            let drawing = TextDrawing(
                lines: linesByGroup[group], isBold: style.isBold, isItalic: style.isItalic,
                isUnderlined: style.isUnderlined, isStrikethrough: style.isStrikethrough)
            return (drawing, style.color)
        }
    }

    /// The line's characters and "…" in pieces of one style each.
    private func fragments(of line: TextLine) -> [Fragment] {
        var fragments: [Fragment] = []
        var cell = 0
        func add(_ string: String, group: Int, width: Int) {
            if let last = fragments.last, last.group == group, last.endCell == cell {
                fragments[fragments.count - 1].text += string
                fragments[fragments.count - 1].endCell += width
            } else {
                fragments.append(Fragment(group: group, text: string, cell: cell, endCell: cell + width))
            }
            cell += width
        }
        func addCharacters(_ range: Range<Int>) {
            var index = range.lowerBound
            while index < range.upperBound {
                let run = text.run(at: index)
                let end = min(text.runEnd(run), range.upperBound)
                add(text.string(index..<end, inRun: run), group: groups[run], width: text.width(index..<end))
                index = end
            }
        }
        addCharacters(line.head)
        if line.isTruncated {
            // The ellipsis takes the style of the characters it stands next to.
            let neighbour = line.head.isEmpty ? line.tail.lowerBound : line.head.upperBound - 1
            add("…", group: groups[text.run(at: neighbour)], width: 1)
        }
        addCharacters(line.tail)
        return fragments
    }
}
