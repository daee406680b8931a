import LearnerPrograms
import Foundation

/// What `learn exercises check` verifies for an exercise's author: the reference solution
/// passes every scenario (it compiles, runs, and can do every interaction), the README's
/// pictures of scenarios are what the reference draws (``InstructionPictures``), and the starter
/// compiles and fails at least one scenario, so the learner has something to do. Manifests
/// that cannot be read are the catalog's problems.
package struct AuthorCheck: Sendable {
    package let course: CourseFolders
    package let grader: Grader
    /// Whether a README picture that differs is drawn again from the reference, rather than reported.
    package let redrawsPictures: Bool

    package init(course: CourseFolders, grader: Grader, redrawsPictures: Bool = false) {
        self.course = course
        self.grader = grader
        self.redrawsPictures = redrawsPictures
    }

    /// What is wrong with `exercise`, each naming the file at fault; empty when it is ready.
    /// - Throws: ``GradingInterrupted`` or an error starting the compiler, as grading does.
    package func problems(with exercise: Exercise) throws -> [String] {
        let solution = course.displayPath(of: exercise.solution)
        let starter = course.displayPath(of: exercise.starter)
        let reference: LearnerFile
        let starterFile: LearnerFile
        do {
            reference = try LearnerFile(path: exercise.solution.path)
            starterFile = try LearnerFile(path: exercise.starter.path)
        } catch {
            return ["\(error)"]
        }
        let own = try grader.grade(exercise, file: reference)
        if let broken = own.broken, broken.fault == .manifest {
            return ["\(course.displayPath(of: exercise.folder.appendingPathComponent("exercise.json"))): \(broken.problem)"]
        }
        guard own.status == .pass else {
            return ["\(solution): the reference solution does not pass its own scenarios: \(own.message)"]
        }
        let pictureProblems = try problemsWithPictures(of: exercise)
        guard pictureProblems.isEmpty else { return pictureProblems }
        let result = try grader.grade(exercise, file: starterFile)
        if !result.compiled {
            return ["\(starter): the starter does not compile: \(result.message)"]
        }
        if result.status == .pass {
            return ["\(starter): the starter passes every scenario; it must fail at least one, so the learner has something to do"]
        }
        return []
    }

    /// The README's pictures of scenarios that are not what the reference draws (redrawn instead
    /// when ``redrawsPictures``), and those naming no scenario.
    private func problemsWithPictures(of exercise: Exercise) throws -> [String] {
        let readme = course.displayPath(of: exercise.instructions)
        guard let text = try? String(contentsOf: exercise.instructions, encoding: .utf8) else { return [] }
        let pictures = InstructionPictures(readme: text)
        guard !pictures.pictures.isEmpty, case .success(let outcomes) = try grader.reference(for: exercise) else { return [] }
        var drawn: [String: String] = [:]
        for (scenario, outcome) in zip(exercise.manifest.scenarios, outcomes) {
            if case .drew(let drawing) = outcome { drawn[scenario.name] = drawing.picture }
        }
        var problems: [String] = []
        for picture in pictures.pictures {
            guard let drawing = drawn[picture.scenario] else {
                problems.append("\(readme):\(picture.line): the picture names scenario \"\(picture.scenario)\", which exercise.json does not have")
                continue
            }
            if !redrawsPictures && !InstructionPictures.shows(picture.text, drawing) {
                problems.append("\(readme):\(picture.line): the picture of scenario \"\(picture.scenario)\" is not what the reference solution draws (`learn exercises check --redraw-pictures` draws it again)")
            }
        }
        if redrawsPictures && problems.isEmpty {
            let updated = pictures.updated { drawn[$0] }
            if updated != text { try updated.write(to: exercise.instructions, atomically: true, encoding: .utf8) }
        }
        return problems
    }
}
