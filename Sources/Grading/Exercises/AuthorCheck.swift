import LearnerPrograms
import Foundation

/// What `learn exercises check` verifies for an exercise's author: the reference solution
/// passes every scenario (it compiles, runs, and can do every interaction), and the starter
/// compiles and fails at least one scenario, so the learner has something to do. Manifests
/// that cannot be read are the catalog's problems.
package struct AuthorCheck: Sendable {
    package let course: CourseFolders
    package let grader: Grader

    package init(course: CourseFolders, grader: Grader) {
        self.course = course
        self.grader = grader
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
        let result = try grader.grade(exercise, file: starterFile)
        if !result.compiled {
            return ["\(starter): the starter does not compile: \(result.message)"]
        }
        if result.status == .pass {
            return ["\(starter): the starter passes every scenario; it must fail at least one, so the learner has something to do"]
        }
        return []
    }
}
