import Foundation
import XCTest
@testable import Lessons

final class LessonParserTests: XCTestCase {
    let valid = """
        ---
        title: Sizes
        chapter: 4
        order: 2
        size: 320x96
        ---
        A view is proposed a size.

        ```swift
        struct Box: View { var body: some View { Color.red } }
        ```

        Now run it:

        ```swift
        Box().frame(width: 16, height: 16)
        ```

        ```output
        ██
        ```

        ```text
        not run
        ```
        """

    func testParsesHeaderProseAndNumberedRunnableBlocks() throws {
        let step = try LessonParser.parseStep(valid, file: "02.md")
        XCTAssertEqual(step.title, "Sizes")
        XCTAssertEqual(step.chapter, 4)
        XCTAssertEqual(step.order, 2)
        XCTAssertEqual(step.size, ProposalSize(width: 320, height: 96))
        XCTAssertEqual(step.runnableBlocks.map(\.number), [1, 2])
        XCTAssertEqual(step.runnableBlocks.map(\.isCommand), [false, false])
        XCTAssertNil(step.runnableBlocks[0].expectedOutput)
        XCTAssertEqual(step.runnableBlocks[1].code, "Box().frame(width: 16, height: 16)")
        XCTAssertEqual(step.runnableBlocks[1].expectedOutput, "██")
        XCTAssertEqual(step.runnableBlocks[1].line, 15)
        XCTAssertEqual(step.blocks.first, .prose("A view is proposed a size."))
        XCTAssertEqual(step.blocks.last, .shown("not run"))
    }

    /// A `repl` block holds a command, numbered among the runnable blocks, with its output.
    func testReplBlocksAreRunnableCommands() throws {
        let text = "---\ntitle: T\nchapter: 2\norder: 1\n---\n```swift\nCounter()\n```\n```repl\n:tap Add\n```\n```output\n1\n```\n"
        let step = try LessonParser.parseStep(text, file: "f.md")
        XCTAssertEqual(step.runnableBlocks.map(\.isCommand), [false, true])
        XCTAssertEqual(step.runnableBlocks[1].number, 2)
        XCTAssertEqual(step.runnableBlocks[1].code, ":tap Add")
        XCTAssertEqual(step.runnableBlocks[1].expectedOutput, "1")
    }

    func testDefaultSizeIsSixtyColumnsByTenRows() throws {
        let step = try LessonParser.parseStep("---\ntitle: T\nchapter: 1\norder: 1\n---\nHi", file: "f.md")
        XCTAssertEqual(step.size, ProposalSize(width: 480, height: 160))
    }

    private func problem(_ text: String) -> LessonProblem? {
        do {
            _ = try LessonParser.parseStep(text, file: "bad.md")
            return nil
        } catch {
            return error
        }
    }

    func testMalformedFilesNameTheFileLineAndWhatIsWrong() {
        XCTAssertEqual(problem("no header"), LessonProblem(file: "bad.md", line: 1, message: "a lesson file starts with a header between `---` lines (title, chapter, order)"))
        XCTAssertEqual(problem("---\ntitle: T\n")?.message, "the header's closing `---` line is missing")
        XCTAssertEqual(problem("---\nchapter: 1\norder: 1\n---\n")?.message, "the header has no `title:`")
        XCTAssertEqual(problem("---\ntitle: T\nchapter: 1\norder: two\n---\n").map { ($0.line, $0.message) }.map { "\($0.0) \($0.1)" },
                       "4 `order` must be a whole number above zero, not \"two\"")
        XCTAssertEqual(problem("---\ntitle: T\nchapter: 1\norder: 1\nsize: big\n---\n")?.line, 5)
        XCTAssertEqual(problem("---\ntitle: T\nchapter: 1\norder: 1\n---\ntext\n```swift\nColor.red\n")?.line, 7)
        XCTAssertEqual(problem("---\ntitle: T\nchapter: 1\norder: 1\n---\n```output\nx\n```\n")?.message, "an `output` block must come right after the `swift` or `repl` block it belongs to")
        XCTAssertEqual(problem("---\ntitle: T\nchapter: 1\norder: 1\nnonsense\n---\n")?.line, 5)
    }

    /// A `predict` block is the question its next block answers: it belongs to that block.
    func testAPredictBlockAsksAboutTheBlockAfterIt() throws {
        let text = "---\ntitle: T\nchapter: 1\norder: 1\n---\n```predict\nHow wide?\nIn points.\nanswer: 96 | ninety-six\nwhy: Twelve\ncharacters.\n```\n\n```swift\nText(\"x\")\n```\n"
        let step = try LessonParser.parseStep(text, file: "t.md")
        let prediction = try XCTUnwrap(step.runnableBlocks.first?.prediction)
        XCTAssertEqual(prediction.question, "How wide?\nIn points.")
        XCTAssertEqual(prediction.answers, ["96", "ninety-six"])
        XCTAssertEqual(prediction.why, "Twelve\ncharacters.")
        let header = "---\ntitle: T\nchapter: 1\norder: 1\n---\n"
        let misplaced = "a `predict` block must come right before the `swift` or `repl` block it asks about"
        XCTAssertEqual(problem(header + "```predict\nQ?\nanswer: 1\n```\nprose\n```swift\nColor.red\n```\n")?.message, misplaced)
        XCTAssertEqual(problem(header + "```predict\nQ?\nanswer: 1\n```\n")?.message, misplaced)
        XCTAssertEqual(problem(header + "```predict\nQ?\n```\n```swift\nColor.red\n```\n")?.message, "a `predict` block needs an `answer:` line")
    }

    /// Answers are compared as a person writes them: case, spaces, `x` for `×`, a full stop and
    /// the order of a list of names do not matter; a different answer does.
    func testAPredictionAcceptsAnAnswerWrittenAnyReasonableWay() throws {
        let size = try Prediction(parsing: "What size?\nanswer: 96×16")
        XCTAssertTrue(size.accepts("96x16"))
        XCTAssertTrue(size.accepts(" 96 × 16. "))
        XCTAssertFalse(size.accepts("96x32"))
        let bodies = try Prediction(parsing: "Which bodies?\nanswer: Parent, Child")
        XCTAssertTrue(bodies.accepts("child,parent"))
        XCTAssertFalse(bodies.accepts("Child"))
    }
}
