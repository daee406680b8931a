import Foundation
import Lessons
import XCTest

/// Lesson steps as a learner reads them through a pipe, at the width the terminal gives
/// (`COLUMNS` when the output is not a terminal: docs/ARCHITECTURE.md, "Terminal conventions").
/// The prose is CommonMark (https://spec.commonmark.org/0.30/): its markup is shown, not printed.
final class LessonProseTests: XCTestCase {
    private var session: ScriptedSession!

    override func setUpWithError() throws {
        session = try ScriptedSession()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: session.home)
    }

    private static let lessons = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Lessons")

    /// Chapter 4's first step at 50 columns: list items hang under their text, markup is gone,
    /// code spans keep their backticks on a pipe, no word is broken, and the footer breaks
    /// between its phrases.
    func testTheFirstStepOfChapterFourReadsWellAtFiftyColumns() throws {
        let result = try session.run(["chapter4"], input: [], environment: ["COLUMNS": "50"])
        XCTAssertEqual(result.status, 0, result.errors)
        let output = result.output
        XCTAssertFalse(output.contains("\u{1B}"), "plain on a pipe")
        XCTAssertFalse(output.contains("**"), "strong is shown, not printed")
        XCTAssertTrue(output.contains("""
            1. The parent proposes a size to its child: "here
               is the space you could use".
            2. The child chooses its own size, taking the
            """), output)
        XCTAssertTrue(output.contains("Now wrap it in a frame. `.frame(width: 64)` is a\nview of its own"), output)
        XCTAssertTrue(output.hasSuffix("""
            Type Swift to try it, `:run N` to run a block,
            `:next` for the next step, `:help` for more.

            """), output)
        let exempt = try Self.linesShownAsWritten(chapter: 4)
        for line in output.split(separator: "\n") where !exempt.contains(String(line)) {
            XCTAssertLessThanOrEqual(line.count, 50, String(line))
        }
    }

    /// A chapter's introduction (its chapter.md) opens its first step, once.
    func testTheChaptersIntroductionOpensItsFirstStep() throws {
        let result = try session.run(["chapter6"], input: [":goto 2", ":goto 1"], environment: ["COLUMNS": "120"])
        XCTAssertEqual(result.status, 0, result.errors)
        let opening = "So far every change of state has redrawn the screen in one go"
        XCTAssertEqual(result.output.components(separatedBy: opening).count - 1, 2, "shown on step 1, twice visited, not on step 2")
        let introduction = try XCTUnwrap(result.output.range(of: opening))
        let title = try XCTUnwrap(result.output.range(of: "Implicit animations follow a value"))
        XCTAssertLessThan(introduction.lowerBound, title.lowerBound, "before the step's title")
    }

    /// A film strip laid out for the lesson's whole width (50 columns here) is printed at the
    /// margin rather than indented past the terminal's edge, where the terminal would wrap it.
    func testABlockAsWideAsTheTerminalIsNotIndentedPastItsEdge() throws {
        // Expected outputs show with the step once revealed (block 7 holds the strip, block 5 "Next").
        let result = try session.run(["chapter6"], input: [":goto 9", ":reveal 5", ":reveal 7", ":show"], environment: ["COLUMNS": "50"])
        XCTAssertEqual(result.status, 0, result.errors)
        let shown = try XCTUnwrap(result.output.components(separatedBy: "step 9 of 13").last)
        let strip = "0 s       0.25 s     0.5 s       0.75 s       1 s"
        XCTAssertGreaterThan(strip.count + 4, 50, "indented, it would not fit")
        XCTAssertTrue(shown.contains("\n" + strip + "\n"), shown)
        XCTAssertTrue(shown.contains("\n    Next\n"), "a narrow block is still indented")
    }

    /// On a colour terminal strong text is bold and code spans are cyan (SGR 1 and 36, ECMA-48
    /// §8.3.117), without the Markdown around them; with `NO_COLOR` (no-color.org) the same
    /// terminal gets plain text, code spans keeping their backticks.
    func testProseIsStyledOnAColourTerminalAndPlainWithNoColor() throws {
        let colour = try TerminalSession(arguments: ["chapter4"], home: session.home, environment: ["NO_COLOR": "", "TERM": "xterm-256color", "COLUMNS": "50"])
        colour.expect("1. The parent \u{1B}[1mproposes\u{1B}[0m a size to its child")
        colour.expect("Now wrap it in a frame. \u{1B}[36m.frame(width: 64)\u{1B}[0m is a\r\nview of its own")
        colour.expect("learn 4.1 480×160> ")
        colour.type("\u{04}")
        XCTAssertEqual(colour.waitForExit(), 0)

        let plain = try TerminalSession(arguments: ["chapter4"], home: session.home, environment: ["NO_COLOR": "1", "COLUMNS": "50"])
        plain.expect("1. The parent proposes a size to its child")
        plain.expect("Now wrap it in a frame. `.frame(width: 64)` is a\r\nview of its own")
        plain.expect("learn 4.1 480×160> ")
        plain.type("\u{04}")
        XCTAssertEqual(plain.waitForExit(), 0)
        XCTAssertFalse(plain.transcript.contains("\u{1B}[1m"), plain.transcript)
    }

    func testTheLastStepsFooterSaysItIsTheLastStep() throws {
        let result = try session.run(["chapter4"], input: [":goto 22"], environment: ["COLUMNS": "50"])
        XCTAssertTrue(result.output.hasSuffix("""
            This is the chapter's last step. Type Swift to try
            it, `:run N` to run a block, `:exercise` for the
            chapter's exercises, `:help` for more.

            """), result.output)
    }

    /// Every step of every chapter, at 50 and 120 columns: no line of prose is wider than the
    /// terminal (code, pictures and shown blocks keep their lines), and the prose has the same
    /// words at both widths, so none was broken to fit, except a word wider than the line.
    func testEveryStepFitsFiftyAndOneHundredTwentyColumnsWithoutBreakingWords() throws {
        let library = LessonLibrary.load(from: Self.lessons)
        XCTAssertFalse(library.chapters.isEmpty)
        for chapter in library.chapters {
            let input = chapter.steps.indices.dropFirst().map { ":goto \($0 + 1)" }
            let exempt = try Self.linesShownAsWritten(chapter: chapter.id)
            var words: [Int: [Substring]] = [:]
            for width in [50, 120] {
                let session = try ScriptedSession()
                defer { try? FileManager.default.removeItem(at: session.home) }
                let result = try session.run(Self.arguments(opening: chapter.id), input: input, environment: ["COLUMNS": "\(width)"])
                XCTAssertEqual(result.errors, "")
                let prose = result.output.split(separator: "\n").filter { !exempt.contains(String($0)) }
                for line in prose {
                    XCTAssertLessThanOrEqual(line.count, width, "\(chapter.id) at \(width): \(line)")
                }
                words[width] = prose.flatMap { $0.split(separator: " ") }
            }
            assertSameWords(narrow: words[50] ?? [], wide: words[120] ?? [], width: 50, "\(chapter.id)")
        }
    }

    /// The words of the narrow text are those of the wide one, but for words wider than the
    /// narrow line, which come in pieces.
    private func assertSameWords(narrow: [Substring], wide: [Substring], width: Int, _ place: String) {
        var index = 0
        for word in wide {
            guard index < narrow.count else { return XCTFail("\(place): the narrow text ends before \"\(word)\"") }
            if narrow[index] == word {
                index += 1
                continue
            }
            var pieces = ""
            while index < narrow.count, pieces.count < word.count {
                pieces += narrow[index]
                index += 1
            }
            guard word.count > width, pieces == word else {
                return XCTFail("\(place): \"\(word)\" was broken (as \"\(pieces)\") though it fits in \(width) columns")
            }
        }
        XCTAssertEqual(index, narrow.count, "\(place): the narrow text has more words")
    }

    /// The lines of a chapter's code, output and shown blocks as the REPL indents them, and
    /// of the code blocks written indented in its prose (CommonMark 4.4), which keep theirs.
    /// `learn chapter4`, `learn project airport`.
    private static func arguments(opening id: Chapter.ID) -> [String] {
        switch id {
        case .numbered(let number): ["chapter\(number)"]
        case .project(let name): ["project", name]
        }
    }

    private static func linesShownAsWritten(chapter id: Chapter.ID) throws -> Set<String> {
        let chapter = try XCTUnwrap(LessonLibrary.load(from: lessons).chapter(id))
        var lines: Set<String> = []
        for block in chapter.steps.flatMap(\.blocks) {
            switch block {
            case .prose(let text):
                lines.formUnion(text.split(separator: "\n").filter { $0.hasPrefix("    ") }.map(String.init))
            case .runnable(let runnable):
                let block = (runnable.code + "\n" + (runnable.expectedOutput ?? "")).split(separator: "\n")
                lines.formUnion(block.map { "    " + $0 } + block.map(String.init))
            case .shown(let text):
                lines.formUnion(text.split(separator: "\n").map { "    " + $0 } + text.split(separator: "\n").map(String.init))
            }
        }
        return lines
    }
}
