import Foundation

/// Reads a lesson step file: front matter between `---` lines (`title`, `chapter` or a project's
/// `project`, `order`, optional `size`), then Markdown with fenced blocks. A `swift` block is runnable, and so is a
/// `repl` block holding one command (`:tap Increment`); an `output` block right after either is
/// what it is expected to print, and a `predict` block right before either is a question the
/// learner answers before it runs (``Prediction``).
package enum LessonParser {
    package static func parseStep(_ text: String, file: String) throws(LessonProblem) -> LessonStep {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.trimmingTrailingCarriageReturn) }
        let header = try FrontMatter(lines: lines, file: file)
        let title = try header.required("title")
        // A project's steps name it (`project: airport`) where a chapter's give its number.
        let chapter: Chapter.ID
        if let project = header.values["project"] {
            chapter = .project(project)
        } else {
            chapter = .numbered(try header.integer("chapter"))
        }
        let order = try header.integer("order")
        var size = ProposalSize.lessonDefault
        if let sizeText = header.values["size"] {
            guard let parsed = ProposalSize(parsing: sizeText) else {
                throw LessonProblem(file: file, line: header.line(of: "size"), message: "`size` must look like 480x160 (points, both above zero), not \"\(sizeText)\"")
            }
            size = parsed
        }
        let blocks = try parseBody(lines, from: header.endLine, file: file)
        return LessonStep(title: title, chapter: chapter, order: order, size: size, blocks: blocks, file: file)
    }

    private static func parseBody(_ lines: [String], from start: Int, file: String) throws(LessonProblem) -> [LessonBlock] {
        var blocks: [LessonBlock] = []
        var prose: [String] = []
        var runnableCount = 0
        var index = start
        /// A `predict` block waiting for the block it asks about, and how many blocks there were then.
        var pendingPrediction: (prediction: Prediction, line: Int, blocks: Int)?
        let misplaced = "a `predict` block must come right before the `swift` or `repl` block it asks about"

        func flushProse() {
            let text = prose.joined(separator: "\n").trimmingCharacters(in: .newlines)
            if !text.isEmpty { blocks.append(.prose(text)) }
            prose.removeAll()
        }

        while index < lines.count {
            let line = lines[index]
            guard let fence = Fence(line) else {
                prose.append(line)
                index += 1
                continue
            }
            flushProse()
            let openingLine = index + 1
            guard let closing = lines[(index + 1)...].firstIndex(where: { fence.isClosed(by: $0) }) else {
                throw LessonProblem(file: file, line: openingLine, message: "this ``` block is never closed")
            }
            let content = lines[(index + 1)..<closing].joined(separator: "\n")
            switch fence.info {
            case "swift", "repl":
                if let pending = pendingPrediction, pending.blocks != blocks.count {
                    throw LessonProblem(file: file, line: pending.line, message: misplaced)
                }
                runnableCount += 1
                blocks.append(.runnable(RunnableBlock(
                    number: runnableCount, code: content, isCommand: fence.info == "repl", expectedOutput: nil,
                    prediction: pendingPrediction?.prediction, line: openingLine)))
                pendingPrediction = nil
            case "predict":
                guard pendingPrediction == nil else {
                    throw LessonProblem(file: file, line: openingLine, message: "two `predict` blocks in a row: each asks about the block after it")
                }
                do {
                    pendingPrediction = (try Prediction(parsing: content), openingLine, blocks.count)
                } catch {
                    throw LessonProblem(file: file, line: openingLine, message: error.message)
                }
            case "output":
                guard case .runnable(var block)? = blocks.last, block.expectedOutput == nil else {
                    throw LessonProblem(file: file, line: openingLine, message: "an `output` block must come right after the `swift` or `repl` block it belongs to")
                }
                block.expectedOutput = content
                blocks[blocks.count - 1] = .runnable(block)
            default:
                blocks.append(.shown(content))
            }
            index = closing + 1
        }
        flushProse()
        if let pending = pendingPrediction { throw LessonProblem(file: file, line: pending.line, message: misplaced) }
        return blocks
    }
}

/// A fence line: three or more backticks, then an info string.
private struct Fence {
    let marker: String
    let info: String

    init?(_ line: String) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        let ticks = trimmed.prefix { $0 == "`" }
        guard ticks.count >= 3 else { return nil }
        marker = String(ticks)
        info = trimmed.dropFirst(ticks.count).trimmingCharacters(in: .whitespaces).lowercased()
    }

    func isClosed(by line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.hasPrefix(marker) && trimmed.allSatisfy { $0 == "`" }
    }
}

/// The `key: value` lines between the opening and closing `---`.
struct FrontMatter {
    private(set) var values: [String: String] = [:]
    private var lines: [String: Int] = [:]
    /// The index of the first line after the closing `---`.
    let endLine: Int
    let file: String

    init(lines text: [String], file: String) throws(LessonProblem) {
        self.file = file
        guard text.first?.trimmingCharacters(in: .whitespaces) == "---" else {
            throw LessonProblem(file: file, line: 1, message: "a lesson file starts with a header between `---` lines (title, chapter, order)")
        }
        guard let closing = text.indices.dropFirst().first(where: { text[$0].trimmingCharacters(in: .whitespaces) == "---" }) else {
            throw LessonProblem(file: file, line: 1, message: "the header's closing `---` line is missing")
        }
        for index in 1..<closing {
            let line = text[index]
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            guard let colon = line.firstIndex(of: ":") else {
                throw LessonProblem(file: file, line: index + 1, message: "a header line looks like `key: value`, not \"\(line)\"")
            }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            values[key] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            lines[key] = index + 1
        }
        endLine = closing + 1
    }

    func line(of key: String) -> Int { lines[key] ?? 1 }

    func required(_ key: String) throws(LessonProblem) -> String {
        guard let value = values[key], !value.isEmpty else {
            throw LessonProblem(file: file, line: 1, message: "the header has no `\(key):`")
        }
        return value
    }

    func integer(_ key: String) throws(LessonProblem) -> Int {
        let text = try required(key)
        guard let value = Int(text), value > 0 else {
            throw LessonProblem(file: file, line: line(of: key), message: "`\(key)` must be a whole number above zero, not \"\(text)\"")
        }
        return value
    }
}

extension Substring {
    var trimmingTrailingCarriageReturn: Substring { last == "\r" ? dropLast() : self }
}
