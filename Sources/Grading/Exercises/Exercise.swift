import Foundation
import Lessons

/// One exercise of the course, its manifest read and its files found.
package struct Exercise: Sendable {
    package let manifest: ExerciseManifest
    /// `Exercises/chapterN/<id>/` (`Exercises/projects/NAME/<id>/` for a project's milestone).
    package let folder: URL
    /// `Solutions/chapterN/<id>.swift` (`Solutions/projects/NAME/<id>.swift`), the reference solution.
    package let solution: URL

    package var id: String { manifest.id }
    package var title: String { manifest.title }
    package var chapter: Chapter.ID { manifest.chapter }
    /// The file the learner starts from.
    package var starter: URL { folder.appendingPathComponent(manifest.starter) }
    package var instructions: URL { folder.appendingPathComponent(manifest.instructions) }

    /// Reads `folder/exercise.json` and checks that it fits where it is and that the files it
    /// names exist.
    /// - Parameter chapterFolder: the chapter the folder is in (`chapter4` gives 4, `projects/airport` the project).
    static func load(folder: URL, chapterFolder: Chapter.ID, course: CourseFolders) throws(ManifestError) -> Exercise {
        let manifestFile = folder.appendingPathComponent("exercise.json")
        let display = course.displayPath(of: manifestFile)
        guard let data = FileManager.default.contents(atPath: manifestFile.path) else {
            throw ManifestError(file: course.displayPath(of: folder), problem: "has no exercise.json")
        }
        let manifest: ExerciseManifest
        do {
            manifest = try JSONDecoder().decode(ExerciseManifest.self, from: data)
        } catch let error as DecodingError {
            throw ManifestError(file: display, decoding: error)
        } catch {
            throw ManifestError(file: display, problem: "could not be read: \(error)")
        }
        let folderName = folder.lastPathComponent
        guard manifest.id == folderName else {
            throw ManifestError(file: display, field: "id", problem: "is \"\(manifest.id)\" but the folder is \(folderName); they must be the same")
        }
        guard manifest.chapter == chapterFolder else {
            let field = if case .project = manifest.chapter { "project" } else { "chapter" }
            throw ManifestError(file: display, field: field, problem: "says \(manifest.chapter) but the exercise is in the folder of \(chapterFolder)")
        }
        var names: Set<String> = []
        for (index, scenario) in manifest.scenarios.enumerated() where !names.insert(scenario.name).inserted {
            throw ManifestError(file: display, field: "scenarios[\(index)].name", problem: "\"\(scenario.name)\" names an earlier scenario too")
        }
        let exercise = Exercise(
            manifest: manifest,
            folder: folder,
            solution: course.solutions.appendingPathComponent("\(chapterFolder.folder)/\(manifest.id).swift")
        )
        for (field, file) in [("starter", exercise.starter), ("instructions", exercise.instructions)]
        where !FileManager.default.fileExists(atPath: file.path) {
            throw ManifestError(file: display, field: field, problem: "names \(course.displayPath(of: file)), which does not exist")
        }
        guard FileManager.default.fileExists(atPath: exercise.solution.path) else {
            throw ManifestError(file: course.displayPath(of: exercise.solution), problem: "the reference solution of \(manifest.id) does not exist")
        }
        return exercise
    }
}
