/// The verdict on one scenario of an exercise.
package struct ScenarioResult: Equatable, Sendable {
    /// The pictures of a scenario that failed, for showing side by side.
    package struct Pictures: Equatable, Sendable {
        package let expected: String
        package let yours: String
    }

    package let name: String
    package let status: GradeStatus
    /// What happened, in plain words: for a failure, the first element that differs.
    package let message: String
    /// The scenario's hint from the manifest, when it did not pass and has one.
    package let hint: String?
    /// Both pictures, when both sides drew the scenario and the learner's differs.
    package let pictures: Pictures?

    package init(name: String, status: GradeStatus, message: String, hint: String? = nil, pictures: Pictures? = nil) {
        self.name = name
        self.status = status
        self.message = message
        self.hint = hint
        self.pictures = pictures
    }
}
