/// A chapter: its title, its introduction and its steps in order.
public struct Chapter: Equatable, Sendable {
    public var number: Int
    public var title: String
    public var introduction: String
    public var steps: [LessonStep]
}
