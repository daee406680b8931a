import TerminalSupport

/// An exercise's result as the learner reads it in the terminal: the verdict, each scenario
/// with a mark, and for the first scenario that did not pass its message, its hint and the
/// expected and actual pictures side by side.
///
///     ✗ badge: 13 of 14 scenarios pass
///       ✓ count 5 on a padded text
///       ✗ neighbours in an HStack do not move
///     …
///     scenario "neighbours in an HStack do not move": the text "Sent" is at x 170, expected x 158
///     Hint: The badge moves its neighbours: …
///
///     expected                     yours
///     …                            …
package struct ResultReport {
    package let result: ExerciseResult
    /// Columns available for the pictures.
    package let width: Int

    package init(_ result: ExerciseResult, width: Int) {
        self.result = result
        self.width = width
    }

    package var text: String {
        // Whether any scenario was drawn on both sides, so that listing them says something.
        let ran = result.scenarios.contains { $0.status == .pass || $0.pictures != nil }
        var lines: [String]
        switch result.status {
        case .pass:
            return wrapped("✓ \(result.exercise): \(result.message)", width: width).joined(separator: "\n")
        case .fail where !ran, .notStarted:
            return wrapped("✗ \(result.exercise): \(result.message)", width: width).joined(separator: "\n")
        case .error where !ran:
            return wrapped("! \(result.exercise): could not be graded: \(result.message)".trimmingTrailingNewlines, width: width)
                .joined(separator: "\n")
        case .fail:
            let passed = result.scenarios.filter { $0.status == .pass }.count
            lines = ["✗ \(result.exercise): \(passed) of \(result.scenarios.count) scenarios pass"]
        case .error:
            lines = ["! \(result.exercise): some scenarios could not be graded"]
        }
        lines += result.scenarios.flatMap { scenario in
            let mark = switch scenario.status { case .pass: "✓"; case .fail, .notStarted: "✗"; case .error: "!" }
            return wrapped(scenario.name, width: width - 4).enumerated().map { ($0 == 0 ? "  \(mark) " : "    ") + $1 }
        }
        if let first = result.scenarios.first(where: { $0.status != .pass }) {
            // What differs, in words, comes before the pictures, wrapped between words as prose is.
            lines += [""] + wrapped("scenario \"\(first.name)\": \(first.message)", width: width)
            if let hint = first.hint { lines += wrapped("Hint: \(hint)", width: width) }
            if let pictures = first.pictures {
                // The reference's drawing and the learner's, side by side when they fit.
                let sideBySide = PictureRow([("expected", pictures.expected), ("yours", pictures.yours)], gap: 4)
                lines += ["", sideBySide.text(width: width)]
            }
        }
        return lines.joined(separator: "\n").trimmingTrailingNewlines
    }
}

extension String {
    /// The text without the newlines at its end (compiler reports end in one).
    var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
