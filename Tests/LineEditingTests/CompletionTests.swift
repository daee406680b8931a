@testable import LineEditing
import XCTest

/// What Tab inserts and lists, given the completer's candidates.
final class CompletionTests: XCTestCase {
    func testOneCandidateInsertsTheRestOfTheWord() {
        let completion = Completion(candidates: ["padding"], lineBeforeCursor: #"Text("a").pa"#)
        XCTAssertEqual(completion.insertion, "dding")
        XCTAssertEqual(completion.listed, [])
    }

    func testACommandCandidateKeepsItsColon() {
        XCTAssertEqual(Completion(candidates: [":next"], lineBeforeCursor: ":ne").insertion, "xt")
    }

    func testSeveralCandidatesInsertWhatTheyShareAndAreListed() {
        let completion = Completion(candidates: ["frame", "foregroundStyle", "font"], lineBeforeCursor: "Text(\"a\").f")
        XCTAssertEqual(completion.insertion, "")
        XCTAssertEqual(completion.listed, ["frame", "foregroundStyle", "font"])
        XCTAssertEqual(Completion(candidates: ["Text", "TextField"], lineBeforeCursor: "Te").insertion, "xt")
    }

    func testAnEmptyWordGetsTheSharedStart() {
        XCTAssertEqual(Completion(candidates: ["Text", "TextField"], lineBeforeCursor: "VStack { ").insertion, "Text")
    }

    func testNoCandidatesChangeNothing() {
        XCTAssertEqual(Completion(candidates: [], lineBeforeCursor: "xyz"), Completion(candidates: [], lineBeforeCursor: ""))
        XCTAssertEqual(Completion(candidates: [], lineBeforeCursor: "xyz").insertion, "")
    }

    func testListsAreSetInColumnsAcrossTheWidth() {
        XCTAssertEqual(Completion.columns(["Text", "TextField", "Toggle"], width: 80), "Text       TextField  Toggle")
        XCTAssertEqual(Completion.columns(["Text", "TextField", "Toggle"], width: 24), "Text       TextField\nToggle")
        XCTAssertEqual(Completion.columns(["Text", "TextField"], width: 5), "Text\nTextField")
    }
}
