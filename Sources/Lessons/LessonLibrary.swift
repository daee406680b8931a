import Foundation

/// Every chapter found under a `Lessons/` folder, and the problems of the files that could not
/// be read. A malformed file is reported and skipped; the other lessons still load.
///
/// Layout: `Lessons/chapterN/chapter.md` (header `chapter`, `title`; the introduction as body)
/// and one Markdown file per step beside it; a project in `Lessons/projects/NAME/`, with
/// `project.md` (header `project`, `title`, `order`) and its milestones' steps. An instructor
/// adds a step by adding a file, a project by adding a folder.
package struct LessonLibrary: Sendable {
    /// The book's chapters in number order, then the projects in their `order`.
    package private(set) var chapters: [Chapter]
    package private(set) var problems: [LessonProblem]

    package init(chapters: [Chapter], problems: [LessonProblem] = []) {
        self.chapters = chapters.sorted { ($0.order, $0.id) < ($1.order, $1.id) }
        self.problems = problems
    }

    package func chapter(_ id: Chapter.ID) -> Chapter? {
        chapters.first { $0.id == id }
    }

    package func chapter(_ number: Int) -> Chapter? {
        chapter(.numbered(number))
    }

    /// The chapter after `chapter` of its kind: the next chapter of the book, or the next project.
    package func chapter(after chapter: Chapter) -> Chapter? {
        let kind = chapter.isNumbered ? numberedChapters : projects
        guard let index = kind.firstIndex(where: { $0.id == chapter.id }), index + 1 < kind.count else { return nil }
        return kind[index + 1]
    }

    /// The book's chapters, without the projects.
    package var numberedChapters: [Chapter] {
        chapters.filter(\.isNumbered)
    }

    /// The projects, in their `order`.
    package var projects: [Chapter] {
        chapters.filter { !$0.isNumbered }
    }

    /// Loads every `chapterN` folder in `directory`, and every project in its `projects/`.
    package static func load(from directory: URL) -> LessonLibrary {
        guard let folders = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else {
            return LessonLibrary(chapters: [], problems: [LessonProblem(file: directory.path, line: 1, message: "the lessons folder cannot be read")])
        }
        var chapters: [Chapter] = []
        var problems: [LessonProblem] = []
        func load(_ id: Chapter.ID) {
            var loader = ChapterLoader(id: id, directory: directory.appendingPathComponent(id.folder))
            if let chapter = loader.load() { chapters.append(chapter) }
            problems += loader.problems
        }
        for folder in folders.sorted() {
            if let number = chapterNumber(ofFolder: folder) { load(.numbered(number)) }
        }
        let projects = directory.appendingPathComponent("projects")
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: projects.path)) ?? []).sorted() {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: projects.appendingPathComponent(name).path, isDirectory: &isFolder),
                  isFolder.boolValue else { continue }
            load(.project(name))
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
    let id: Chapter.ID
    let directory: URL
    var problems: [LessonProblem] = []

    init(id: Chapter.ID, directory: URL) {
        self.id = id
        self.directory = directory
    }

    /// `chapter.md` for a chapter, `project.md` for a project.
    private var descriptionFile: String {
        if case .project = id { "project.md" } else { "chapter.md" }
    }

    mutating func load() -> Chapter? {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".md") && $0 != "README.md" }
            .sorted()
        var title = id.heading
        var introduction = ""
        var order = 0
        if names.contains(descriptionFile) {
            let path = directory.appendingPathComponent(descriptionFile).path
            do throws(LessonProblem) {
                let lines = try read(path).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                let header = try FrontMatter(lines: lines, file: path)
                title = try header.required("title")
                if case .project = id { order = try header.integer("order") }
                introduction = lines[header.endLine...].joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
            } catch {
                problems.append(error)
            }
        } else {
            problems.append(LessonProblem(file: directory.appendingPathComponent(descriptionFile).path, line: 1,
                                          message: "the \(id.kind) has no \(descriptionFile) with its title"))
        }
        var steps: [LessonStep] = []
        for name in names where name != descriptionFile {
            let path = directory.appendingPathComponent(name).path
            do throws(LessonProblem) {
                let step = try LessonParser.parseStep(try read(path), file: path)
                if step.chapter != id {
                    throw LessonProblem(file: path, line: 1, message: "the header says \(step.chapter), but the file is in the folder of \(id)")
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
        return Chapter(id: id, title: title, introduction: introduction, steps: steps.sorted { $0.order < $1.order }, order: order)
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
