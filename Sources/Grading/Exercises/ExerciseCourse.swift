/// The course's exercises and the learner's copies of them, found where a learner's `learn`
/// finds them: the one way `learn`'s exercise commands and the REPL's load the course.
package struct ExerciseCourse: Sendable {
    package let catalog: ExerciseCatalog
    package let copies: LearnerCopies

    /// Reads the catalog from the course's folders; what could not be read is in
    /// `catalog.problems`, for the caller to report in its own way.
    package static func locate() -> ExerciseCourse {
        ExerciseCourse(catalog: ExerciseCatalog.load(CourseFolders.locate()), copies: LearnerCopies.locate())
    }
}
