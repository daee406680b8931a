import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import Grading
import XCTest

/// The report formats for grading platforms, checked against their published descriptions:
/// JUnit XML against the JUnit schema Jenkins publishes and the other readers follow,
/// junit-10.xsd (https://github.com/jenkinsci/xunit-plugin/blob/master/src/main/resources/org/jenkinsci/plugins/xunit/types/model/xsd/junit-10.xsd),
/// and Gradescope's results.json against its autograder specification's "Output format"
/// (https://gradescope-autograders.readthedocs.io/en/latest/specs/).
final class ReportFormatTests: XCTestCase {
    /// Every status, and messages with what XML must escape or cannot hold.
    static let result = ExerciseResult(exercise: "tally", status: .error, message: "1 of 4 scenarios pass; a <fail> & \"quotes\"\nline two", scenarios: [
        ScenarioResult(name: "three", status: .pass, message: "draws what the reference solution draws"),
        ScenarioResult(name: "a < b & \"c\"", status: .fail, message: "the text \"2\" is at x 8, expected x < 16 & more\n\tindented", hint: "Pad the text."),
        ScenarioResult(name: "tapped twice", status: .error, message: "crashed: \u{1B}[31mred\u{1B}[0m and \u{0}nul\r\nend"),
        ScenarioResult(name: "dark", status: .notStarted, message: "not run: the exercise was not started"),
    ])

    // MARK: JUnit

    func testJUnitHasASuiteWithACaseForEachScenarioAndTheirCounts() throws {
        let document = try JUnitSchema.parse(ResultJUnit.text(for: Self.result))
        XCTAssertEqual(JUnitSchema.problems(in: document), [])
        let root = try XCTUnwrap(document.rootElement())
        XCTAssertEqual(JUnitSchema.attributes(of: root), ["name": "learn check", "tests": "4", "failures": "1", "errors": "1"])
        let suites = root.elements(forName: "testsuite")
        XCTAssertEqual(suites.count, 1)
        XCTAssertEqual(JUnitSchema.attributes(of: suites[0]), ["name": "tally", "tests": "4", "failures": "1", "errors": "1", "skipped": "1"])
        let cases = suites[0].elements(forName: "testcase")
        XCTAssertEqual(cases.map { $0.attribute(forName: "name")?.stringValue }, ["three", "a < b & \"c\"", "tapped twice", "dark"])
        XCTAssertEqual(cases.map { $0.attribute(forName: "classname")?.stringValue }, Array(repeating: "tally", count: 4))
        XCTAssertEqual(cases.map { $0.children?.compactMap(\.name) ?? [] }, [[], ["failure"], ["error"], ["skipped"]])
        XCTAssertEqual(suites[0].elements(forName: "system-out").first?.stringValue, Self.result.message)
    }

    func testJUnitMessagesComeBackAsWrittenExceptWhatXMLCannotHold() throws {
        let document = try JUnitSchema.parse(ResultJUnit.text(for: Self.result))
        let cases = try XCTUnwrap(document.rootElement()?.elements(forName: "testsuite").first?.elements(forName: "testcase"))
        let failure = try XCTUnwrap(cases[1].elements(forName: "failure").first)
        // A newline and a tab in an attribute survive: a parser would read them as spaces.
        XCTAssertEqual(failure.attribute(forName: "message")?.stringValue, "the text \"2\" is at x 8, expected x < 16 & more\n\tindented")
        XCTAssertEqual(failure.stringValue, "the text \"2\" is at x 8, expected x < 16 & more\n\tindented")
        // Escape and NUL cannot be in XML 1.0 at all; a carriage return is kept.
        let error = try XCTUnwrap(cases[2].elements(forName: "error").first)
        XCTAssertEqual(error.attribute(forName: "message")?.stringValue, "crashed: \u{FFFD}[31mred\u{FFFD}[0m and \u{FFFD}nul\r\nend")
        XCTAssertEqual(error.stringValue, "crashed: \u{FFFD}[31mred\u{FFFD}[0m and \u{FFFD}nul\r\nend")
    }

    func testJUnitForAllHasASuitePerExerciseAndTheRootCountsThemAll() throws {
        let passing = ExerciseResult(exercise: "badge", status: .pass, message: "all 2 scenarios draw what the reference solution draws", scenarios: [
            ScenarioResult(name: "one", status: .pass, message: "draws what the reference solution draws"),
            ScenarioResult(name: "two", status: .pass, message: "draws what the reference solution draws"),
        ])
        let document = try JUnitSchema.parse(ResultJUnit.text(forAll: [Self.result, passing]))
        XCTAssertEqual(JUnitSchema.problems(in: document), [])
        let root = try XCTUnwrap(document.rootElement())
        XCTAssertEqual(JUnitSchema.attributes(of: root), ["name": "learn check", "tests": "6", "failures": "1", "errors": "1"])
        XCTAssertEqual(root.elements(forName: "testsuite").map { $0.attribute(forName: "name")?.stringValue }, ["tally", "badge"])
        XCTAssertEqual(root.elements(forName: "testsuite")[1].elements(forName: "testcase").map { $0.attribute(forName: "classname")?.stringValue },
                       ["badge", "badge"])
    }

    func testJUnitForAClassHasASuitePerSubmission() throws {
        let summary = SubmissionSummary(exercise: "tally", shard: Shard("2/3"), submissions: [
            SubmissionResult(name: "ada.swift", file: "/class/ada.swift", result: Self.result, report: "/reports/ada.swift.xml"),
            SubmissionResult(name: "fay", file: nil, result: .init(exercise: "tally", status: .error, message: "no file", scenarios: [
                ScenarioResult(name: "three", status: .error, message: "not run: there is no file to check"),
            ]), report: "/reports/fay.xml"),
        ])
        let document = try JUnitSchema.parse(try XCTUnwrap(ReportFormat.junit.text(for: summary)))
        XCTAssertEqual(JUnitSchema.problems(in: document), [])
        let root = try XCTUnwrap(document.rootElement())
        XCTAssertEqual(JUnitSchema.attributes(of: root), ["name": "tally (shard 2/3)", "tests": "5", "failures": "1", "errors": "2"])
        XCTAssertEqual(root.elements(forName: "testsuite").map { $0.attribute(forName: "name")?.stringValue }, ["ada.swift", "fay"])
    }

    /// The check above can fail: it finds what junit-10.xsd does not allow, and counts that are wrong.
    func testTheSchemaCheckFindsWhatTheSchemaDoesNotAllow() throws {
        let document = try JUnitSchema.parse("""
            <testsuites tests="2" skipped="0">
              <testsuite name="tally" tests="2" failures="0">
                <testcase name="one" result="ok"/>
                <testcase classname="tally"><failure message="m"/><passed/></testcase>
              </testsuite>
            </testsuites>
            """)
        XCTAssertEqual(JUnitSchema.problems(in: document), [
            "<testsuites> has [\"skipped\"]",
            "<testsuite> lacks [\"errors\"]",
            "<testcase> has [\"result\"]",
            "<testcase> lacks [\"name\"]",
            "<testcase> holds <passed>",
            "<testsuite failures=\"0\"> but 1 are",
        ])
    }

    // MARK: Gradescope

    func testGradescopeHasATestPerScenarioWorthOnePointAndTheTotalScore() throws {
        let results = try GradescopeSpec.check(ResultGradescope.text(for: Self.result))
        XCTAssertEqual(results.score, 1)
        XCTAssertEqual(results.output, Self.result.message)
        XCTAssertEqual(results.tests.map(\.name), ["three", "a < b & \"c\"", "tapped twice", "dark"])
        XCTAssertEqual(results.tests.map(\.score), [1, 0, 0, 0])
        XCTAssertEqual(results.tests.map(\.maxScore), [1, 1, 1, 1])
        XCTAssertEqual(results.tests.map(\.status), ["passed", "failed", "failed", "failed"])
        XCTAssertEqual(results.tests[1].output, "the text \"2\" is at x 8, expected x < 16 & more\n\tindented\n\nHint: Pad the text.")
    }

    func testGradescopeForAllNamesEachTestByItsExercise() throws {
        let passing = ExerciseResult(exercise: "badge", status: .pass, message: "all 1 scenarios draw what the reference solution draws", scenarios: [
            ScenarioResult(name: "one", status: .pass, message: "draws what the reference solution draws"),
        ])
        let results = try GradescopeSpec.check(ResultGradescope.text(forAll: [Self.result, passing]))
        XCTAssertEqual(results.score, 2)
        XCTAssertEqual(results.tests.map(\.name), ["tally: three", "tally: a < b & \"c\"", "tally: tapped twice", "tally: dark", "badge: one"])
        XCTAssertEqual(results.output.split(separator: "\n").first, "error tally: 1 of 4 scenarios pass; a <fail> & \"quotes\"")
    }

    func testGradescopeDoesNotSummariseAClass() {
        XCTAssertNil(ReportFormat.gradescope.text(for: SubmissionSummary(exercise: "tally", submissions: [])))
        XCTAssertEqual(ReportFormat.allCases.filter(\.summarisesClasses), [.json, .junit])
    }

    // MARK: JSON summaries and shards

    func testAJSONSummaryReadsBackAsWritten() throws {
        let summary = SubmissionSummary(exercise: "tally", shard: Shard("1/2"), submissions: [
            SubmissionResult(name: "ada.swift", file: "/class/ada.swift", status: .pass, message: "all pass", report: "/r/ada.swift.json"),
            SubmissionResult(name: "fay", file: nil, status: .error, message: "no file", report: "/r/fay.json"),
        ])
        XCTAssertEqual(try ResultJSON.summary(from: Data(ResultJSON.text(for: summary).utf8)), summary)
        let whole = SubmissionSummary(exercise: "tally", submissions: summary.submissions)
        XCTAssertFalse(ResultJSON.text(for: whole).contains("shard"))
    }

    func testShardsDealEverySubmissionToExactlyOne() {
        for count in 1...4 {
            let shards = (1...count).map { Shard("\($0)/\(count)")! }
            for position in 0..<10 {
                XCTAssertEqual(shards.filter { $0.includes(position: position) }, [Shard("\(position % count + 1)/\(count)")!])
            }
        }
        for bad in ["0/3", "4/3", "x", "1/0", "-1/3", "1/", "/3", "1/3/3", " 1/3", "1.0/3"] {
            XCTAssertNil(Shard(bad), bad)
        }
        XCTAssertEqual(Shard("3/3")?.description, "3/3")
    }

    func testMergingRefusesOtherExercisesTwiceCheckedSubmissionsAndMissingShards() {
        func entry(_ name: String) -> SubmissionResult {
            SubmissionResult(name: name, file: nil, status: .pass, message: "", report: "")
        }
        let one = SubmissionSummary(exercise: "tally", shard: Shard("1/2"), submissions: [entry("b"), entry("d")])
        let two = SubmissionSummary(exercise: "tally", shard: Shard("2/2"), submissions: [entry("a"), entry("c")])
        XCTAssertEqual(try SubmissionSummary.merging([("1.json", one), ("2.json", two)]).submissions.map(\.name), ["a", "b", "c", "d"])
        XCTAssertNil(try SubmissionSummary.merging([("1.json", one), ("2.json", two)]).shard)

        func refusal(_ summaries: [(String, SubmissionSummary)]) -> String? {
            do {
                _ = try SubmissionSummary.merging(summaries.map { (name: $0.0, summary: $0.1) })
                return nil
            } catch {
                return error.description
            }
        }
        let badge = SubmissionSummary(exercise: "badge", shard: Shard("2/2"), submissions: [entry("e")])
        XCTAssertEqual(refusal([("1.json", one), ("2.json", badge)]),
                       "1.json is a summary of exercise \"tally\" and 2.json of \"badge\"; merge the summaries of one exercise")
        let again = SubmissionSummary(exercise: "tally", shard: Shard("2/2"), submissions: [entry("d")])
        XCTAssertEqual(refusal([("1.json", one), ("2.json", again)]),
                       "the submission d is in both 1.json and 2.json; each submission must be in one summary")
        XCTAssertEqual(refusal([("1.json", one)]), "the summaries of shard 2/2 are missing")
        XCTAssertEqual(refusal([("1.json", one), ("1b.json", one)]), "1.json and 1b.json are both summaries of shard 1/2")
        let ofThree = SubmissionSummary(exercise: "tally", shard: Shard("2/3"), submissions: [entry("e")])
        XCTAssertEqual(refusal([("1.json", one), ("3.json", ofThree)]), "1.json is a summary of shard 1/2 and 3.json of shard 2/3, of another split")
        XCTAssertEqual(refusal([]), "give the summaries to merge")
    }
}

/// The structure junit-10.xsd gives a JUnit report: the elements, which may hold which, their
/// attributes (those it requires, and no others) and, in addition, that the counts add up.
enum JUnitSchema {
    /// The attributes junit-10.xsd allows on each element, and those it requires.
    static let allowed: [String: Set<String>] = [
        "testsuites": ["name", "time", "tests", "failures", "errors"],
        "testsuite": ["name", "tests", "failures", "errors", "group", "time", "skipped", "timestamp", "hostname", "id", "package", "file", "log", "url"],
        "testcase": ["name", "time", "classname", "group"],
        "failure": ["type", "message"], "error": ["type", "message"], "skipped": ["type", "message"],
        "properties": [], "property": ["name", "value"], "system-out": [], "system-err": [],
    ]
    static let required: [String: Set<String>] = [
        "testsuite": ["name", "tests", "failures", "errors"], "testcase": ["name"], "property": ["name", "value"],
    ]
    static let children: [String: Set<String>] = [
        "testsuites": ["testsuite"],
        "testsuite": ["testsuite", "properties", "testcase", "system-out", "system-err"],
        "testcase": ["skipped", "error", "failure", "system-out", "system-err"],
        "properties": ["property"],
    ]

    static func parse(_ text: String) throws -> XMLDocument {
        try XMLDocument(data: Data(text.utf8), options: [])
    }

    static func attributes(of element: XMLElement) -> [String: String] {
        Dictionary(uniqueKeysWithValues: (element.attributes ?? []).map { ($0.name ?? "", $0.stringValue ?? "") })
    }

    /// What in `document` the schema does not allow, or counts that do not add up; empty when it is a valid report.
    static func problems(in document: XMLDocument) -> [String] {
        guard let root = document.rootElement() else { return ["no root element"] }
        var problems = root.name == "testsuites" ? [] : ["the root is <\(root.name ?? "")>, not <testsuites>"]
        func visit(_ element: XMLElement) {
            let name = element.name ?? ""
            let names = Set(attributes(of: element).keys)
            if let extra = allowed[name].map({ names.subtracting($0) }), !extra.isEmpty { problems.append("<\(name)> has \(extra.sorted())") }
            if let missing = required[name].map({ $0.subtracting(names) }), !missing.isEmpty { problems.append("<\(name)> lacks \(missing.sorted())") }
            for child in element.children ?? [] where child.kind == .element {
                let childName = child.name ?? ""
                if !(children[name] ?? []).contains(childName) { problems.append("<\(name)> holds <\(childName)>") }
                visit(child as! XMLElement)
            }
            // The counts are the test cases' outcomes.
            if name == "testsuite" || name == "testsuites" {
                let cases = testCases(in: element)
                func count(_ outcome: String) -> Int { cases.filter { !$0.elements(forName: outcome).isEmpty }.count }
                let expected = ["tests": cases.count, "failures": count("failure"), "errors": count("error"), "skipped": count("skipped")]
                for (attribute, value) in attributes(of: element) where expected[attribute] != nil && Int(value) != expected[attribute] {
                    problems.append("<\(name) \(attribute)=\"\(value)\"> but \(expected[attribute]!) are")
                }
            }
        }
        visit(root)
        return problems
    }
}

/// The `<testcase>` elements inside `element`, at any depth (suites may hold suites).
private func testCases(in element: XMLElement) -> [XMLElement] {
    (element.children ?? []).compactMap { $0 as? XMLElement }.flatMap { $0.name == "testcase" ? [$0] : testCases(in: $0) }
}

/// Gradescope's results.json as its specification documents it: the fields a report may have,
/// and the types of those learn writes.
enum GradescopeSpec {
    static let topLevel: Set<String> = [
        "score", "execution_time", "output", "output_format", "test_output_format", "test_name_format",
        "visibility", "stdout_visibility", "extra_data", "tests", "leaderboard",
    ]
    static let testFields: Set<String> = [
        "score", "max_score", "status", "name", "name_format", "number", "output", "output_format", "tags", "visibility", "extra_data",
    ]

    /// Decoding fails when a field has another type (a number written as a string, say).
    struct Results: Decodable {
        let score: Double
        let output: String
        let tests: [Test]
    }

    struct Test: Decodable {
        let score: Double
        let maxScore: Double
        let name: String
        let output: String
        let status: String

        enum CodingKeys: String, CodingKey {
            case score, maxScore = "max_score", name, output, status
        }
    }

    /// The results in `text`, failing the test when it has a field the specification does not
    /// document, a status other than `passed` or `failed`, or a score that is not its tests'.
    static func check(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> Results {
        let data = Data(text.utf8)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any], file: file, line: line)
        XCTAssertEqual(Set(object.keys).subtracting(topLevel), [], "undocumented top-level fields", file: file, line: line)
        for test in try XCTUnwrap(object["tests"] as? [[String: Any]], file: file, line: line) {
            XCTAssertEqual(Set(test.keys).subtracting(testFields), [], "undocumented test fields", file: file, line: line)
        }
        let results = try JSONDecoder().decode(Results.self, from: data)
        XCTAssertEqual(Set(results.tests.map(\.status)).subtracting(["passed", "failed"]), [], file: file, line: line)
        XCTAssertEqual(results.score, results.tests.reduce(0) { $0 + $1.score }, "the score is not its tests' total", file: file, line: line)
        for test in results.tests { XCTAssertTrue((0...test.maxScore).contains(test.score), test.name, file: file, line: line) }
        return results
    }
}
