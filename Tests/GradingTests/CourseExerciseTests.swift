import LearnerPrograms
import Foundation
import Synchronization
import XCTest
@testable import Grading
import Lessons

/// The repository's own exercises graded with the learner files their author wrote for them
/// (`Tests/GradingFixtures/<exercise>/`): each file's first line says whether it MUST PASS or
/// MUST FAIL, and what makes it so. Correct solutions written in other ways than the reference
/// pass; wrong ones fail in the scenarios that show what is wrong.
final class CourseExerciseTests: XCTestCase {
    private static let fixtures = GradingFixtures.repository.appendingPathComponent("Tests/GradingFixtures")
    private let catalog = ExerciseCatalog.load(GradingFixtures.repositoryCourse)

    private func grade(_ exercise: String, _ fixture: String) throws -> ExerciseResult {
        let exercise = try XCTUnwrap(catalog.exercise(exercise), "no exercise \(exercise): \(catalog.problems)")
        return try Self.grade(exercise, fixture)
    }

    /// A grader that keeps what references draw in the tests' shared cache, as `learn` does in
    /// its own: each reference is compiled and run once per test run, not once per fixture.
    private static func grader() throws -> Grader {
        try GradingFixtures.grader(referenceCache: GradingFixtures.sharedReferenceCache)
    }

    /// Each fixture's result, by `exercise/fixture`: the tests about one fixture read what the
    /// chapter's test graded (or grade it first), so no fixture is compiled twice in a run.
    private static let graded = Mutex<[String: ExerciseResult]>([:])

    private static func grade(_ exercise: Exercise, _ fixture: String) throws -> ExerciseResult {
        let key = "\(exercise.id)/\(fixture)"
        if let result = graded.withLock({ $0[key] }) { return result }
        let file = try LearnerFile(path: fixtures.appendingPathComponent(key + ".swift").path)
        let result = try grader().grade(exercise, file: file)
        graded.withLock { $0[key] = result }
        return result
    }

    private func failing(_ result: ExerciseResult) -> [String] {
        result.scenarios.filter { $0.status != .pass }.map(\.name)
    }

    private static func fixtureNames(of exercise: String) -> [String] {
        let folder = fixtures.appendingPathComponent(exercise)
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }

    private static func firstLine(of exercise: String, _ name: String) throws -> Substring {
        try String(contentsOf: fixtures.appendingPathComponent("\(exercise)/\(name)"), encoding: .utf8).prefix { $0 != "\n" }
    }

    /// Grades every fixture of every exercise of `chapter` and checks each against its first
    /// line. Fixtures are graded as many at a time as there are cores (each grading is mostly
    /// a compiler in a process of its own), and checked in order afterwards. The references are
    /// drawn first, one per exercise, so that fixtures graded at once do not each compile it.
    private func checkFixtures(ofChapter chapter: Chapter.ID) throws {
        try checkFixtures(of: catalog.exercises(inChapter: chapter), in: "\(chapter)")
    }

    private func checkFixtures(of exercises: [Exercise], in chapter: String) throws {
        XCTAssertFalse(exercises.isEmpty, "\(chapter) has no exercises: \(catalog.problems)")
        let fixtures = exercises.flatMap { exercise in Self.fixtureNames(of: exercise.id).map { (exercise: exercise, name: $0) } }
        let grader = try Self.grader()
        DispatchQueue.concurrentPerform(iterations: exercises.count) { index in
            _ = try? grader.reference(for: exercises[index])  // a broken reference is reported by the grading below
        }
        let results = Mutex([Result<ExerciseResult, any Error>?](repeating: nil, count: fixtures.count))
        DispatchQueue.concurrentPerform(iterations: fixtures.count) { index in
            let fixture = fixtures[index]
            let result = Result { try Self.grade(fixture.exercise, String(fixture.name.dropLast(".swift".count))) }
            results.withLock { $0[index] = result }
        }
        for (fixture, result) in zip(fixtures, results.withLock { $0 }) {
            let label = "\(fixture.exercise.id)/\(fixture.name)"
            let firstLine = try Self.firstLine(of: fixture.exercise.id, fixture.name)
            let graded = try XCTUnwrap(result).get()
            if firstLine.hasPrefix("// MUST PASS") {
                XCTAssertEqual(graded.status, .pass, "\(label): \(graded.message)")
            } else {
                XCTAssertTrue(firstLine.hasPrefix("// MUST FAIL"), "\(label) says neither MUST PASS nor MUST FAIL")
                XCTAssertEqual(graded.status, .fail, "\(label): \(graded.message)")
            }
        }
    }

    func testChapter1Fixtures() throws { try checkFixtures(ofChapter: 1) }
    func testChapter2Fixtures() throws { try checkFixtures(ofChapter: 2) }
    func testChapter3Fixtures() throws { try checkFixtures(ofChapter: 3) }
    func testChapter4Fixtures() throws { try checkFixtures(ofChapter: 4) }
    func testChapter5Fixtures() throws { try checkFixtures(ofChapter: 5) }
    func testChapter6Fixtures() throws { try checkFixtures(ofChapter: 6) }

    /// Every project's milestones, whichever projects the course has.
    func testProjectFixtures() throws {
        try checkFixtures(of: catalog.exercises.filter { if case .project = $0.chapter { true } else { false } }, in: "the projects")
    }

    /// Every exercise has a fixture that must pass, written otherwise than the reference (its
    /// code, without comments and blank lines, is not the reference's), and one that must fail;
    /// and every fixture folder belongs to an exercise.
    func testEveryExerciseHasAPassingFixtureWrittenOtherwiseAndAFailingOne() throws {
        let code = { (url: URL) throws -> [Substring] in
            try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces)[...] }
                .filter { !$0.isEmpty && !$0.hasPrefix("//") }
        }
        for exercise in catalog.exercises {
            let names = Self.fixtureNames(of: exercise.id)
            let passing = try names.filter { try Self.firstLine(of: exercise.id, $0).hasPrefix("// MUST PASS") }
            XCTAssertTrue(try names.contains { try Self.firstLine(of: exercise.id, $0).hasPrefix("// MUST FAIL") }, "\(exercise.id) has no fixture that must fail")
            let reference = try code(exercise.solution)
            let otherwise = try passing.filter { try code(Self.fixtures.appendingPathComponent("\(exercise.id)/\($0)")) != reference }
            XCTAssertFalse(otherwise.isEmpty, "\(exercise.id) has no fixture that must pass and is written otherwise than the reference")
        }
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).filter { !$0.contains(".") }
        for folder in folders {
            XCTAssertNotNil(catalog.exercise(folder), "Tests/GradingFixtures/\(folder) belongs to no exercise")
        }
    }

    /// The book's warning for this exercise: start loading when a view appears, not when it is
    /// made. A ContentView that loads in its initializer fails only the scenario that makes it
    /// without showing it; one whose photo views load in theirs asks for every photo as soon
    /// as the list is shown.
    func testPhotoListLoadingWhenAViewIsMadeFailsWhereItIsMadeAndNotShown() throws {
        XCTAssertEqual(failing(try grade("photo-list", "photo-list-loads-list-in-init")), ["nothing is loaded before the app is shown"])
        let photos = try grade("photo-list", "photo-list-loads-photos-in-init")
        XCTAssertTrue(failing(photos).contains("the list is loaded only once"), "\(failing(photos))")
        let message = photos.scenarios.first { $0.name == "the list is loaded only once" }?.message ?? ""
        XCTAssertTrue(message.contains("Asked for: list.json"), message)
    }

    func testABadgePlacedWithAlignmentGuidesInsteadOfAnOffsetPasses() throws {
        let result = try grade("badge", "badge-alignment-guides")
        XCTAssertEqual(result.status, .pass, result.message)
    }

    func testABadgeThatMovesItsNeighboursFailsNamingTheNeighbourThatMoved() throws {
        let result = try grade("badge", "badge-moves-neighbours")
        let scenario = try XCTUnwrap(result.scenarios.first { $0.name == "neighbours in an HStack do not move" })
        XCTAssertEqual(scenario.status, .fail)
        XCTAssertEqual(scenario.message, "the whole view is 220×92 points, expected 208×80, and the text \"Inbox\" is at y 38, expected y 32")
        XCTAssertTrue(scenario.hint?.hasPrefix("The badge moves its neighbours") ?? false, scenario.hint ?? "no hint")
    }

    /// A badge drawn inside the corner leaves the view its size: "the badged view keeps its
    /// size" compares only that, and passes. Where it fails, it is for the badge's place, and
    /// the hint is about the badge, not about neighbours it did not move.
    func testABadgeInsideTheCornerKeepsItsSizeAndIsToldWhereTheBadgeGoes() throws {
        let result = try grade("badge", "badge-inside-corner")
        XCTAssertEqual(result.scenarios.first { $0.name == "the badged view keeps its size" }?.status, .pass)
        let neighbours = try XCTUnwrap(result.scenarios.first { $0.name == "neighbours in an HStack do not move" })
        XCTAssertEqual(neighbours.status, .fail)
        XCTAssertTrue(neighbours.message.hasPrefix("the red fill is at "), neighbours.message)
        XCTAssertTrue(neighbours.hint?.hasPrefix("The message names what is elsewhere. The badge's centre sits exactly on") ?? false, neighbours.hint ?? "no hint")
        // The badge that grows its view is still told that it moves its neighbours.
        let moved = try XCTUnwrap(try grade("badge", "badge-moves-neighbours").scenarios.first { $0.name == "the badged view keeps its size" })
        XCTAssertEqual(moved.message, "the whole view is 72×48 points, expected 60×36")
    }

    /// A padding of another value makes the sticker another size, and its hint is about sizes
    /// and padding values; a modifier out of order keeps the size and draws the yellow
    /// elsewhere, and its hint is about the order of modifiers. Before, both got the second.
    func testAStickerOfAnotherSizeIsToldAboutSizesAndOneInAnotherOrderAboutOrder() throws {
        let padded = try XCTUnwrap(try grade("price-sticker", "price-sticker-padding-12").scenarios.first)
        XCTAssertEqual(padded.message, "the whole view is 88×40 points, expected 96×48, and the yellow fill is 72×40, expected 80×48")
        XCTAssertTrue(padded.hint?.hasPrefix("The sticker is 96 by 48 points") ?? false, padded.hint ?? "no hint")
        XCTAssertTrue(padded.hint?.contains("a padding has another value") ?? false, padded.hint ?? "no hint")
        let reordered = try XCTUnwrap(try grade("price-sticker", "price-sticker-background-before-padding").scenarios.first)
        XCTAssertEqual(reordered.message, "the yellow fill is at (24, 16) and 48×16, expected (8, 0) and 80×48")
        XCTAssertTrue(reordered.hint?.hasPrefix("The message above names the layer that differs; each modifier wraps") ?? false, reordered.hint ?? "no hint")
    }

    func testABadgeShownAtCountZeroFailsOnlyTheCountZeroScenariosNamingWhatItDraws() throws {
        let result = try grade("badge", "badge-shown-at-zero")
        XCTAssertEqual(failing(result), ["count 0 shows nothing", "count 0 in a stack draws nothing and moves nothing"])
        let message = result.scenarios.first { $0.name == "count 0 shows nothing" }?.message ?? ""
        XCTAssertTrue(message.hasPrefix("it draws a red fill at (72, 12), 24×24, which the reference does not draw")
                      || message.hasPrefix("it draws the text \"0\""), message)
    }

    /// SwiftUI mirrors an offset's x right to left (see EnvironmentTests'
    /// testRightToLeftMirrorsAnOffsetsX for the source), so the book's fixed offset is right both ways.
    func testABookBadgeWithAFixedOffsetPassesRightToLeftToo() throws {
        let result = try grade("badge", "badge-book-offset")
        XCTAssertEqual(result.status, .pass, result.message)
    }

    func testABadgeThatNegatesItsOffsetRightToLeftFailsOnlyRightToLeft() throws {
        let result = try grade("badge", "badge-negates-offset-rtl")
        XCTAssertEqual(failing(result).count, 3)
        XCTAssertTrue(failing(result).allSatisfy { $0.hasPrefix("right to left") }, "\(failing(result))")
    }

    /// The book's bonus in two steps: a border on the tapped cell is step 1, and passes every
    /// scenario that looks at the table once it has settled; only the moments of the move, where
    /// one rectangle must travel between the cells, tell it from the reference.
    func testASelectionDrawnAsABorderOnEachCellFailsOnlyWhileTheSelectionMoves() throws {
        let failed = failing(try grade("table-selection", "table-selection-border-per-cell"))
        XCTAssertFalse(failed.isEmpty)
        XCTAssertTrue(failed.allSatisfy { $0.hasPrefix("the rectangle slides") && $0.hasSuffix(" s after") }, "\(failed)")
    }

    func testACollapsedStackWhoseBoundsMissItsLastItemFailsInsideABorder() throws {
        let result = try grade("collapsible-hstack", "collapsible-bounds-miss-last-item")
        let scenario = try XCTUnwrap(result.scenarios.first { $0.name == "collapsed inside a border" })
        XCTAssertEqual(scenario.status, .fail)
        XCTAssertTrue(scenario.message.hasPrefix("the whole view is"), scenario.message)
        XCTAssertNotNil(scenario.pictures)
        XCTAssertFalse(failing(result).contains("expanded: the book's squares"))
    }
}
