import Lessons

/// An exercise's `exercise.json`: what the learner is told, and the scenarios their code is
/// checked in.
///
/// ```json
/// { "id": "badge", "title": "A badge view", "chapter": 4, "order": 2,
///   "starter": "Badge.swift", "instructions": "README.md",
///   "hints": ["first hint", "second hint"],
///   "support": "struct Demo: View { … }",
///   "scenarios": [ { "name": "count 5", "view": "Text(\"Hello\").badge(count: 5)", "width": 320 } ] }
/// ```
package struct ExerciseManifest: Decodable, Equatable, Sendable {
    package var id: String
    package var title: String
    /// The chapter it belongs to: `"chapter": 4`, or a project's milestone: `"project": "airport"`.
    package var chapter: Chapter.ID
    /// The exercise's place among its chapter's exercises.
    package var order: Int
    /// The lesson step (its `order` in the chapter) that the exercise is practice for: it is
    /// offered at the end of that step and checked at the prompt. Without it, the exercise
    /// comes at the chapter's end.
    package var step: Int?
    /// The name of the file the learner edits, next to the manifest.
    package var starter: String
    /// The name of the Markdown instructions, next to the manifest.
    package var instructions: String
    /// Shown one at a time, in order.
    package var hints: [String]
    /// Swift declarations that every scenario's view may use, such as a demo view with state.
    package var support: String?
    package var scenarios: [Scenario]

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case id, title, chapter, project, order, step, starter, instructions, hints, support, scenarios
    }

    package init(from decoder: any Decoder) throws {
        try KnownFields.check(decoder, allowed: CodingKeys.allCases)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        if let project = try container.decodeIfPresent(String.self, forKey: .project) {
            guard !container.contains(.chapter) else {
                throw DecodingError.dataCorruptedError(forKey: .chapter, in: container, debugDescription: "an exercise belongs to a chapter or to a project, not both")
            }
            chapter = .project(project)
        } else {
            chapter = .numbered(try container.decode(Int.self, forKey: .chapter))
        }
        order = try container.decode(Int.self, forKey: .order)
        step = try container.decodeIfPresent(Int.self, forKey: .step)
        if let step, step < 1 {
            throw DecodingError.dataCorruptedError(forKey: .step, in: container, debugDescription: "must be a step's order, 1 or more")
        }
        starter = try container.decode(String.self, forKey: .starter)
        instructions = try container.decode(String.self, forKey: .instructions)
        hints = try container.decodeIfPresent([String].self, forKey: .hints) ?? []
        support = try container.decodeIfPresent(String.self, forKey: .support)
        scenarios = try container.decode([Scenario].self, forKey: .scenarios).flatMap(\.sampledInTime)
        guard !scenarios.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .scenarios, in: container, debugDescription: "needs at least one scenario")
        }
        guard starter.hasSuffix(".swift") else {
            throw DecodingError.dataCorruptedError(forKey: .starter, in: container, debugDescription: "must name a .swift file")
        }
    }
}
