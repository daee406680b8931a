/// The verdict on one scenario of an exercise.
public struct ScenarioResult: Equatable, Sendable {
    /// The pictures of a scenario that failed, for showing side by side.
    public struct Pictures: Equatable, Sendable {
        public let expected: String
        public let yours: String
    }

    public let name: String
    public let status: GradeStatus
    /// What happened, in plain words: for a failure, the first element that differs.
    public let message: String
    /// The scenario's hint from the manifest, when it did not pass and has one.
    public let hint: String?
    /// Both pictures, when both sides drew the scenario and the learner's differs.
    public let pictures: Pictures?

    public init(name: String, status: GradeStatus, message: String, hint: String? = nil, pictures: Pictures? = nil) {
        self.name = name
        self.status = status
        self.message = message
        self.hint = hint
        self.pictures = pictures
    }
}
