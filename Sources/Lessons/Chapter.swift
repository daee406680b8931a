/// A chapter: its title, its introduction and its steps in order. A project (an app built in
/// milestones, `learn project airport`) is opened and stepped through as a chapter is, so it is
/// one too, told apart by its ``ID``.
package struct Chapter: Equatable, Sendable {
    /// Which chapter: one of the book's, numbered, or a project, named.
    package enum ID: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// `Lessons/chapter4/`: `learn chapter4`.
        case numbered(Int)
        /// `Lessons/projects/airport/`: `learn project airport`.
        case project(String)

        /// `chapter` or `project`: what kind of chapter it is, in messages.
        package var kind: String {
            if case .project = self { "project" } else { "chapter" }
        }

        /// `chapter 4`, `project airport`: how messages name it.
        package var description: String { "\(kind) \(name)" }

        /// `4`, `airport`: what the learner types after `learn chapter` or `learn project`.
        package var name: String {
            switch self {
            case .numbered(let number): String(number)
            case .project(let name): name
            }
        }

        /// `Chapter 4`, `Project airport`: how a list heads it.
        package var heading: String {
            description.prefix(1).uppercased() + description.dropFirst()
        }

        /// Where its lessons, exercises and solutions are, below `Lessons/`, `Exercises/` and
        /// `Solutions/`: `chapter4`, `projects/airport`.
        package var folder: String {
            switch self {
            case .numbered(let number): "chapter\(number)"
            case .project(let name): "projects/\(name)"
            }
        }

        /// The book's chapters first, in their order, then the projects (which the library
        /// sorts by their own `order`; by name here).
        package static func < (lhs: ID, rhs: ID) -> Bool {
            switch (lhs, rhs) {
            case (.numbered(let a), .numbered(let b)): a < b
            case (.numbered, .project): true
            case (.project, .numbered): false
            case (.project(let a), .project(let b)): a < b
            }
        }
    }

    package var id: ID
    package var title: String
    package var introduction: String
    package var steps: [LessonStep]
    /// Where a project comes in the list of projects (its `project.md`'s `order`); 0 for the
    /// book's chapters, which their numbers order.
    package var order: Int

    package init(id: ID, title: String, introduction: String, steps: [LessonStep], order: Int = 0) {
        self.id = id
        self.title = title
        self.introduction = introduction
        self.steps = steps
        self.order = order
    }

    /// `Chapter 4 · Layout`, `Project · Airport`: the first words of its step headers.
    package var heading: String {
        switch id {
        case .numbered(let number): "Chapter \(number) · \(title)"
        case .project: "Project · \(title)"
        }
    }

    /// What its steps are called: a project's are milestones.
    package var stepNoun: String {
        if case .project = id { "milestone" } else { "step" }
    }

    /// Whether it is one of the book's chapters, not a project.
    package var isNumbered: Bool {
        if case .numbered = id { true } else { false }
    }
}

/// In the progress file a chapter of the book is its number, as files written before projects
/// existed have it, and a project its folder (`projects/airport`).
extension Chapter.ID: Codable {
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .numbered(number)
            return
        }
        let text = try container.decode(String.self)
        guard text.hasPrefix("projects/"), text.count > "projects/".count else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not a chapter")
        }
        self = .project(String(text.dropFirst("projects/".count)))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .numbered(let number): try container.encode(number)
        case .project: try container.encode(folder)
        }
    }
}

/// `4` is chapter 4, as `learn 4` takes it.
extension Chapter.ID: ExpressibleByIntegerLiteral {
    package init(integerLiteral number: Int) {
        self = .numbered(number)
    }
}
