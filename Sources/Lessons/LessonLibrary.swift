import Foundation

/// Every chapter found under a `Lessons/` folder, and the problems of the files that could not
/// be read. A malformed file is reported and skipped; the other lessons still load.
///
/// Layout: `Lessons/chapterN/chapter.md` (header `chapter`, `title`; the introduction as body)
/// and one Markdown file per step beside it. An instructor adds a step by adding a file.
public struct LessonLibrary: Sendable {
    public private(set) var chapters: [Chapter]
    public private(set) var problems: [LessonProblem]

    public init(chapters: [Chapter], problems: [LessonProblem] = []) {
        self.chapters = chapters.sorted { $0.number < $1.number }
        self.problems = problems
    }

    public func chapter(_ number: Int) -> Chapter? {
        chapters.first { $0.number == number }
    }

    /// Loads every `chapterN` folder in `directory`.
    public static func load(from directory: URL) -> LessonLibrary {
        let fileManager = FileManager.default
        guard let folders = try? fileManager.contentsOfDirectory(atPath: directory.path) else {
            return LessonLibrary(chapters: [], problems: [LessonProblem(file: directory.path, line: 1, message: "the lessons folder cannot be read")])
        }
        var chapters: [Chapter] = []
        var problems: [LessonProblem] = []
        for folder in folders.sorted() {
            guard let number = chapterNumber(ofFolder: folder) else { continue }
            let chapterURL = directory.appendingPathComponent(folder)
            var loader = ChapterLoader(number: number, directory: chapterURL)
            if let chapter = loader.load() { chapters.append(chapter) }
            problems += loader.problems
        }
        return LessonLibrary(chapters: chapters, problems: problems)
    }

    /// `chapter4` → 4.
    static func chapterNumber(ofFolder name: String) -> Int? {
        guard name.hasPrefix("chapter") else { return nil }
        return Int(name.dropFirst("chapter".count))
    }
}

/// Reads one chapter folder, collecting problems instead of stopping at the first.
private struct ChapterLoader {
    let number: Int
    let directory: URL
    var problems: [LessonProblem] = []

    init(number: Int, directory: URL) {
        self.number = number
        self.directory = directory
    }

    mutating func load() -> Chapter? {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".md") && $0 != "README.md" }
            .sorted()
        var title = "Chapter \(number)"
        var introduction = ""
        if names.contains("chapter.md") {
            let path = directory.appendingPathComponent("chapter.md").path
            do throws(LessonProblem) {
                let lines = try read(path).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                let header = try FrontMatter(lines: lines, file: path)
                title = try header.required("title")
                introduction = lines[header.endLine...].joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
            } catch {
                problems.append(error)
            }
        } else {
            problems.append(LessonProblem(file: directory.appendingPathComponent("chapter.md").path, line: 1, message: "the chapter has no chapter.md with its title"))
        }
        var steps: [LessonStep] = []
        for name in names where name != "chapter.md" {
            let path = directory.appendingPathComponent(name).path
            do throws(LessonProblem) {
                let step = try LessonParser.parseStep(try read(path), file: path)
                if step.chapter != number {
                    throw LessonProblem(file: path, line: 1, message: "the header says chapter \(step.chapter), but the file is in the folder of chapter \(number)")
                }
                if let other = steps.first(where: { $0.order == step.order }) {
                    throw LessonProblem(file: path, line: 1, message: "order \(step.order) is already used by \(other.file)")
                }
                steps.append(step)
            } catch {
                problems.append(error)
            }
        }
        guard !steps.isEmpty else { return nil }
        return Chapter(number: number, title: title, introduction: introduction, steps: steps.sorted { $0.order < $1.order })
    }

    private func read(_ path: String) throws(LessonProblem) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LessonProblem(file: path, line: 1, message: "the file cannot be read")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw LessonProblem(file: path, line: 1, message: "the file is not UTF-8 text")
        }
        return text
    }
}
