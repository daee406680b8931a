import LearnerPrograms
import Foundation
import Lessons

/// Every exercise of the course, in chapter order, and what is wrong with those that could
/// not be read (they are left out).
///
/// Exercises live in `Exercises/chapterN/<id>/` with their manifest `exercise.json`, their
/// starter and their instructions; reference solutions in `Solutions/chapterN/<id>.swift`. A
/// project's milestones are in `Exercises/projects/NAME/<id>/` and `Solutions/projects/NAME/`.
package struct ExerciseCatalog: Sendable {
    package let course: CourseFolders
    /// Ordered by chapter (the book's, then the projects by name), then by their `order`, then by id.
    package let exercises: [Exercise]
    package let problems: [ManifestError]

    package static func load(_ course: CourseFolders) -> ExerciseCatalog {
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

    package func exercise(_ id: String) -> Exercise? {
        exercises.first { $0.id == id }
    }

    package func exercises(inChapter chapter: Chapter.ID) -> [Exercise] {
        exercises.filter { $0.chapter == chapter }
    }

    /// Why no exercise has `id`, with the one it is likely a slip for, else the ids there are:
    /// `there is no exercise "bagde"; did you mean "badge"?`.
    package func noExercise(_ id: String) -> String {
        let start = "there is no exercise \"\(id)\""
        if let nearest = nearestID(to: id) { return start + "; did you mean \"\(nearest)\"?" }
        return start + "; the exercises are: " + (exercises.isEmpty ? "none" : exercises.map(\.id).joined(separator: ", "))
    }

    /// The id that `id` is most likely a slip for: one that holds it whole (`sticker` for
    /// `price-sticker`), or the nearest by edits when a third of its letters or fewer differ.
    func nearestID(to id: String) -> String? {
        let typed = id.lowercased()
        let ids = exercises.map(\.id)
        if typed.count >= 3, let holding = ids.first(where: { $0.lowercased().contains(typed) }) { return holding }
        let distances = ids.map { ($0, Misspelling.distance(typed, $0.lowercased())) }
        guard let (nearest, distance) = distances.min(by: { $0.1 < $1.1 }), distance <= max(1, typed.count / 3) else { return nil }
        return nearest
    }

    /// The `chapterN` folders with their numbers, in chapter order, then the `projects/NAME` folders.
    private static func chapterFolders(in folder: URL) -> [(Chapter.ID, URL)] {
        let chapters = subfolders(of: folder).compactMap { url -> (Chapter.ID, URL)? in
            let name = url.lastPathComponent
            guard name.hasPrefix("chapter"), let number = Int(name.dropFirst("chapter".count)) else { return nil }
            return (.numbered(number), url)
        }
        let projects = subfolders(of: folder.appendingPathComponent("projects")).map { (Chapter.ID.project($0.lastPathComponent), $0) }
        return (chapters + projects).sorted { $0.0 < $1.0 }
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
