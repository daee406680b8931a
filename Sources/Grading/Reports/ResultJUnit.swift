/// Results as JUnit XML, the test report that CI systems read (GitHub Actions' test
/// reporters, GitLab, Jenkins): a `<testsuite>` per exercise, or per submission of a class,
/// and in it a `<testcase>` per scenario, named by the scenario, its `classname` the exercise's id.
///
///     <?xml version="1.0" encoding="UTF-8"?>
///     <testsuites name="learn check" tests="4" failures="1" errors="0">
///       <testsuite name="tally" tests="4" failures="1" errors="0" skipped="0">
///         <testcase name="three" classname="tally"/>
///         <testcase name="tapped twice" classname="tally">
///           <failure message="the text &quot;2&quot; is …">the text "2" is …</failure>
///         </testcase>
///         …
///         <system-out>3 of 4 scenarios pass; …</system-out>
///       </testsuite>
///     </testsuites>
///
/// A scenario that passes has no child; one that fails has a `<failure>`, one that could not
/// be graded an `<error>` and one of an exercise not started `<skipped>`, each with the
/// scenario's message as its `message` and text. The suite's `<system-out>` is the exercise's
/// verdict (with the compiler's diagnostics when the file did not compile). Elements and
/// attributes are those of the JUnit schema that Jenkins publishes (junit-10.xsd), which the
/// other readers accept; there are no times, which learn does not measure per scenario.
package enum ResultJUnit {
    /// One exercise's result, as `learn check ID --format junit` prints it.
    package static func text(for result: ExerciseResult) -> String {
        document(name: "learn check", suites: [(result.exercise, result)])
    }

    /// Every exercise's result, as `learn check --all --format junit` prints them.
    package static func text(forAll results: [ExerciseResult]) -> String {
        document(name: "learn check", suites: results.map { ($0.exercise, $0) })
    }

    /// A class's submissions, a suite each named by the submission, as `learn check ID
    /// --submissions FOLDER --format junit` prints them.
    package static func text(for summary: SubmissionSummary) -> String {
        document(name: summary.exercise + (summary.shard.map { " (shard \($0))" } ?? ""), suites: summary.submissions.map {
            ($0.name, ExerciseResult(exercise: summary.exercise, status: $0.status, message: $0.message, scenarios: $0.scenarios))
        })
    }

    /// The element that a scenario's status adds to its test case: the one place statuses
    /// map to JUnit's outcomes.
    private static func outcome(of status: GradeStatus) -> String? {
        switch status {
        case .pass: nil
        case .fail: "failure"
        case .error: "error"
        case .notStarted: "skipped"
        }
    }

    /// The root and a suite per result, each with its scenarios' counts.
    private static func document(name: String, suites: [(name: String, result: ExerciseResult)]) -> String {
        func counts(_ scenarios: [ScenarioResult]) -> [(String, String)] {
            let counts = GradeStatus.Counts(scenarios.map(\.status))
            return [("tests", "\(counts.total)"), ("failures", "\(counts.failed)"), ("errors", "\(counts.errors)"), ("skipped", "\(counts.notStarted)")]
        }
        let suiteNodes = suites.map { name, result in
            let cases = result.scenarios.map { scenario in
                Node("testcase", [("name", scenario.name), ("classname", result.exercise)], children: outcome(of: scenario.status).map {
                    [Node($0, [("message", scenario.message)], text: scenario.message)]
                } ?? [])
            }
            return Node("testsuite", [("name", name)] + counts(result.scenarios), children: cases + [Node("system-out", text: result.message)])
        }
        // The schema has no `skipped` on the root.
        let total = counts(suites.flatMap(\.result.scenarios)).filter { $0.0 != "skipped" }
        let root = Node("testsuites", [("name", name)] + total, children: suiteNodes)
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + root.text(indent: "")
    }

    /// An XML element: its attributes in the order given, and either text or child elements.
    private struct Node {
        let name: String
        let attributes: [(String, String)]
        let text: String?
        let children: [Node]

        init(_ name: String, _ attributes: [(String, String)] = [], text: String? = nil, children: [Node] = []) {
            self.name = name
            self.attributes = attributes
            self.text = text
            self.children = children
        }

        func text(indent: String) -> String {
            let attributes = attributes.map { " \($0.0)=\"\(Self.escaped($0.1, inAttribute: true))\"" }.joined()
            if let text { return "\(indent)<\(name)\(attributes)>\(Self.escaped(text, inAttribute: false))</\(name)>" }
            if children.isEmpty { return "\(indent)<\(name)\(attributes)/>" }
            let inner = children.map { $0.text(indent: indent + "  ") }.joined(separator: "\n")
            return "\(indent)<\(name)\(attributes)>\n\(inner)\n\(indent)</\(name)>"
        }

        /// `text` as XML 1.0 character data. A learner's program can put any character in a
        /// message, and XML 1.0 cannot hold the control characters other than tab, newline and
        /// carriage return even as references, so those become U+FFFD; in an attribute, tab,
        /// newline and carriage return are references, which a parser would otherwise read as spaces.
        static func escaped(_ text: String, inAttribute: Bool) -> String {
            var escaped = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "&": escaped += "&amp;"
                case "<": escaped += "&lt;"
                case ">": escaped += "&gt;"
                case "\"" where inAttribute: escaped += "&quot;"
                case "\t" where inAttribute: escaped += "&#9;"
                case "\n" where inAttribute: escaped += "&#10;"
                case "\r": escaped += "&#13;"
                case "\t", "\n": escaped.unicodeScalars.append(scalar)
                case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                    escaped += "\u{FFFD}"
                default: escaped.unicodeScalars.append(scalar)
                }
            }
            return escaped
        }
    }
}
