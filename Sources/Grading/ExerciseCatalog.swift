import Foundation

/// Every exercise of the course, in chapter order, and what is wrong with those that could
/// not be read (they are left out).
///
/// Exercises live in `Exercises/chapterN/<id>/` with their manifest `exercise.json`, their
/// starter and their instructions; reference solutions in `Solutions/chapterN/<id>.swift`.
public struct ExerciseCatalog: Sendable {
    public let course: CourseFolders
    /// Ordered by chapter, then by their `order`, then by id.
    public let exercises: [Exercise]
    public let problems: [ManifestError]

    public static func load(_ course: CourseFolders) -> ExerciseCatalog {
        var exercises: [Exercise] = []
        var problems: [ManifestError] = []
        for (chapter, chapterFolder) in chapterFolders(in: course.exercises) {
            for folder in subfolders(of: chapterFolder) {
                do {
                    let exercise = try Exercise.load(folder: folder, chapterFolder: chapter, course: course)
                    if let other = exercises.first(where: { $0.id == exercise.id }) {
                        problems.append(ManifestError(
                            file: course.displayPath(of: folder.appendingPathComponent("exercise.json")), field: "id",
                            problem: "\"\(exercise.id)\" is also the id of the exercise in \(course.displayPath(of: other.folder))"))
                    } else {
                        exercises.append(exercise)
                    }
                } catch {
                    problems.append(error)
                }
            }
        }
        exercises.sort { ($0.chapter, $0.manifest.order, $0.id) < ($1.chapter, $1.manifest.order, $1.id) }
        return ExerciseCatalog(course: course, exercises: exercises, problems: problems)
    }

    public func exercise(_ id: String) -> Exercise? {
        exercises.first { $0.id == id }
    }

    public func exercises(inChapter chapter: Int) -> [Exercise] {
        exercises.filter { $0.chapter == chapter }
    }

    /// The `chapterN` folders with their numbers, in chapter order.
    private static func chapterFolders(in folder: URL) -> [(Int, URL)] {
        subfolders(of: folder).compactMap { url in
            let name = url.lastPathComponent
            guard name.hasPrefix("chapter"), let number = Int(name.dropFirst("chapter".count)) else { return nil }
            return (number, url)
        }.sorted { $0.0 < $1.0 }
    }

    private static func subfolders(of folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().compactMap { name in
            let url = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
            return url
        }
    }
}
