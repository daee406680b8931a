import ScenarioRecords
import XCTest
@testable import Grading
import Lessons

/// Reading exercise manifests: the format, and errors that name the file and the field.
final class ManifestTests: XCTestCase {
    private var course: TemporaryFolder!

    override func setUpWithError() throws {
        course = try TemporaryFolder()
    }

    private static let valid = """
        {
          "id": "badge", "title": "A badge view", "chapter": 4, "order": 2,
          "starter": "Badge.swift", "instructions": "README.md",
          "hints": ["first hint", "second hint"],
          "support": "struct Demo: View { var body: some View { Text(\\"Hi\\") } }",
          "scenarios": [
            { "name": "count 5", "view": "Text(\\"Hello\\")\\n    .badge(count: 5)", "width": 320, "height": 160,
              "colorScheme": "dark", "layoutDirection": "rightToLeft",
              "interactions": [ {"tap": "Reset"}, {"toggle": "Default Color"}, {"setValue": 0.5, "for": "hue"},
                                {"type": "Ada", "into": "name"}, {"select": "Green", "in": "Color"}, {"advance": 1.0} ],
              "hint": "a hint" },
            { "name": "no size", "view": "Demo()" }
          ]
        }
        """

    /// Writes an exercise `badge` in chapter 4 with `manifest`, and its other files.
    private func writeExercise(_ manifest: String, id: String = "badge", chapter: Int = 4) throws {
        try course.write("Exercises/chapter\(chapter)/\(id)/exercise.json", manifest)
        try course.write("Exercises/chapter\(chapter)/\(id)/Badge.swift", "import SwiftUI\n")
        try course.write("Exercises/chapter\(chapter)/\(id)/README.md", "# Badge\n")
        try course.write("Solutions/chapter\(chapter)/\(id).swift", "import SwiftUI\n")
    }

    private func problems(_ manifest: String) throws -> [String] {
        try writeExercise(manifest)
        return ExerciseCatalog.load(CourseFolders(root: course.url)).problems.map(\.description)
    }

    /// `valid` with `old` replaced by `new`.
    private func changed(_ old: String, _ new: String) -> String {
        precondition(Self.valid.contains(old))
        return Self.valid.replacingOccurrences(of: old, with: new)
    }

    func testAValidManifestIsReadWithEveryField() throws {
        try writeExercise(Self.valid)
        let catalog = ExerciseCatalog.load(CourseFolders(root: course.url))
        XCTAssertEqual(catalog.problems, [])
        let exercise = try XCTUnwrap(catalog.exercise("badge"))
        XCTAssertEqual(exercise.manifest.hints, ["first hint", "second hint"])
        XCTAssertEqual(exercise.manifest.support, "struct Demo: View { var body: some View { Text(\"Hi\") } }")
        let scenario = exercise.manifest.scenarios[0]
        XCTAssertEqual(scenario.view, "Text(\"Hello\")\n    .badge(count: 5)")
        XCTAssertEqual(scenario.hint, ScenarioHint("a hint"))
        XCTAssertEqual(scenario.compares, .drawing)
        XCTAssertEqual(scenario.setup, ScenarioSetup(
            width: 320, height: 160, colorScheme: .dark, layoutDirection: .rightToLeft,
            interactions: [.tap("Reset"), .toggle("Default Color"), .setValue(0.5, for: "hue"),
                           .type("Ada", into: "name"), .select("Green", in: "Color"), .advance(seconds: 1)]))
        XCTAssertEqual(exercise.manifest.scenarios[1].setup.width, nil)
        XCTAssertEqual(exercise.manifest.scenarios[1].setup.colorScheme, .light)
        XCTAssertEqual(exercise.solution.path, course.url.appendingPathComponent("Solutions/chapter4/badge.swift").standardizedFileURL.path)
    }

    func testMalformedManifestsNameTheFileAndTheField() throws {
        let file = "Exercises/chapter4/badge/exercise.json"
        let cases: [(String, String)] = [
            (changed(#""title": "A badge view", "#, ""), "\(file): field title: is missing"),
            (changed(#""width": 320"#, #""width": "wide""#), "\(file): field scenarios[0].width: expected a number"),
            (changed(#""width": 320"#, #""width": -1"#), "\(file): field scenarios[0].width: must be a number of points, zero or more"),
            (changed(#""colorScheme": "dark""#, #""colorScheme": "night""#), "\(file): field scenarios[0].colorScheme: must be \"light\" or \"dark\", not \"night\""),
            (changed(#"{"toggle": "Default Color"}"#, #"{"flip": "Default Color"}"#),
             "\(file): field scenarios[0].interactions[1]: an interaction needs exactly one of \"tap\", \"toggle\", \"setValue\", \"type\", \"submit\", \"select\", \"advance\", \"scroll\", \"delete\", \"move\", \"swipe\", \"drag\", \"longPress\", \"drop\", \"refresh\", \"key\""),
            (changed(#"{"setValue": 0.5, "for": "hue"}"#, #"{"setValue": 0.5}"#), "\(file): field scenarios[0].interactions[2].for: is missing"),
            (changed(#""hint": "a hint""#, #""hnit": "a hint""#),
             "\(file): field scenarios[0].hnit: is not a known field (the known ones are name, view, compares, hint, samples, width, height, colorScheme, layoutDirection, interactions)"),
            (changed(#""hint": "a hint""#, #""hint": "a hint", "samples": [0.5, -1]"#),
             "\(file): field scenarios[0].samples: must be at most 64 times in seconds, each zero or more"),
            (changed(#""hint": "a hint""#, #""hint": {"size": "a hint", "moved": "another"}"#),
             "\(file): field scenarios[0].hint: \"moved\" is not a kind of difference (the kinds are size, place, color, text, missing, extra, bodies, otherwise)"),
            (changed(#""hint": "a hint""#, #""hint": ["a hint"]"#),
             "\(file): field scenarios[0].hint: must be a hint, or an object of hints by what differs (size, place, color, text, missing, extra, bodies, otherwise)"),
            (changed(#""hint": "a hint""#, #""hint": "a hint", "compares": "layout""#),
             "\(file): field scenarios[0].compares: must be \"drawing\" or \"size\" or \"bodies\", not \"layout\""),
            (changed(#""name": "no size""#, #""name": "count 5""#), "\(file): field scenarios[1].name: \"count 5\" names an earlier scenario too"),
            (changed(#""view": "Demo()""#, #""view": " ""#), "\(file): field scenarios[1].view: must not be empty"),
            (changed(#""id": "badge""#, #""id": "badges""#), "\(file): field id: is \"badges\" but the folder is badge; they must be the same"),
            (changed(#""chapter": 4"#, #""chapter": 3"#), "\(file): field chapter: says chapter 3 but the exercise is in the folder of chapter 4"),
            (changed(#""chapter": 4"#, #""project": "airport""#), "\(file): field project: says project airport but the exercise is in the folder of chapter 4"),
            (changed(#""chapter": 4"#, #""chapter": 4, "project": "airport""#), "\(file): field chapter: an exercise belongs to a chapter or to a project, not both"),
            (changed(#""starter": "Badge.swift""#, #""starter": "Other.swift""#),
             "\(file): field starter: names Exercises/chapter4/badge/Other.swift, which does not exist"),
            (changed(#""hints": ["first hint", "second hint"]"#, #""hints": "first hint""#), "\(file): field hints: expected a list"),
            ("{ not json", "\(file): is not valid JSON"),
        ]
        for (manifest, expected) in cases {
            XCTAssertEqual(try problems(manifest), [expected])
        }
    }

    /// A hint keyed by what differs gives the hint for that difference, and `otherwise` the rest;
    /// `compares` says what a scenario compares, and each sampled moment compares the same.
    func testHintsByDifferenceAndWhatAScenarioCompares() throws {
        try writeExercise(changed(#""hint": "a hint""#, #""hint": {"size": "about sizes", "otherwise": "about the rest"}, "compares": "size", "samples": [0, 1]"#))
        let scenarios = try XCTUnwrap(ExerciseCatalog.load(CourseFolders(root: course.url)).exercise("badge")).manifest.scenarios
        XCTAssertEqual(scenarios.map(\.compares), [.size, .size, .drawing])
        let hint = try XCTUnwrap(scenarios[0].hint)
        XCTAssertEqual(hint.text(for: .size), "about sizes")
        XCTAssertEqual(hint.text(for: .place), "about the rest")
        XCTAssertEqual(hint.text(for: nil), "about the rest")
        XCTAssertEqual(ScenarioHint(byDifference: ["color": "about colours"], otherwise: nil).text(for: .size), nil)
    }

    func testSampledMomentsBecomeOneScenarioEachThatAdvancesTheClockAfterTheInteractions() throws {
        try writeExercise(changed(#""name": "no size", "view": "Demo()""#, #""name": "drops", "view": "Demo()", "interactions": [{"tap": "Drop"}], "samples": [0, 0.25, 1]"#))
        let scenarios = try XCTUnwrap(ExerciseCatalog.load(CourseFolders(root: course.url)).exercise("badge")).manifest.scenarios
        XCTAssertEqual(scenarios.map(\.name), ["count 5", "drops, 0 s after", "drops, 0.25 s after", "drops, 1 s after"])
        XCTAssertEqual(scenarios[2].setup.interactions, [.tap("Drop"), .advance(seconds: 0.25)])
    }

    func testAMissingReferenceSolutionIsNamed() throws {
        try writeExercise(Self.valid)
        try FileManager.default.removeItem(at: course.url.appendingPathComponent("Solutions/chapter4/badge.swift"))
        XCTAssertEqual(ExerciseCatalog.load(CourseFolders(root: course.url)).problems.map(\.description),
                       ["Solutions/chapter4/badge.swift: the reference solution of badge does not exist"])
    }

    func testExercisesAreInChapterOrderThenByTheirOrder() throws {
        try writeExercise(Self.valid)
        for (id, chapter, order) in [("knob", 3, 1), ("stack", 4, 1)] {
            try writeExercise(changed(#""id": "badge""#, "\"id\": \"\(id)\"")
                .replacingOccurrences(of: #""chapter": 4, "order": 2"#, with: "\"chapter\": \(chapter), \"order\": \(order)"),
                id: id, chapter: chapter)
        }
        let catalog = ExerciseCatalog.load(CourseFolders(root: course.url))
        XCTAssertEqual(catalog.problems, [])
        XCTAssertEqual(catalog.exercises.map(\.id), ["knob", "stack", "badge"])
        XCTAssertEqual(catalog.exercises(inChapter: 4).map(\.id), ["stack", "badge"])
    }

    /// A project's milestones are in `Exercises/projects/NAME/`, with their references in
    /// `Solutions/projects/NAME/`, after the book's chapters.
    func testAProjectsMilestonesComeAfterTheChapters() throws {
        try writeExercise(Self.valid)
        let milestone = changed(#""id": "badge""#, #""id": "ap-board""#).replacingOccurrences(of: #""chapter": 4"#, with: #""project": "airport""#)
        try course.write("Exercises/projects/airport/ap-board/exercise.json", milestone)
        try course.write("Exercises/projects/airport/ap-board/Badge.swift", "import SwiftUI\n")
        try course.write("Exercises/projects/airport/ap-board/README.md", "# Board\n")
        try course.write("Solutions/projects/airport/ap-board.swift", "import SwiftUI\n")
        let catalog = ExerciseCatalog.load(CourseFolders(root: course.url))
        XCTAssertEqual(catalog.problems, [])
        XCTAssertEqual(catalog.exercises.map(\.id), ["badge", "ap-board"])
        XCTAssertEqual(catalog.exercise("ap-board")?.chapter, .project("airport"))
        XCTAssertEqual(catalog.exercise("ap-board")?.solution.path, course.url.appendingPathComponent("Solutions/projects/airport/ap-board.swift").path)
    }
}
