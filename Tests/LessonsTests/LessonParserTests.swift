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
}
