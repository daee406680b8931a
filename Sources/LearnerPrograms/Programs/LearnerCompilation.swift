/// How a learner's file is compiled, alike by `learn run`, the grader and the learner's own
/// editor (``RuntimeLocation/importFlags`` add the runtime's modules).
package enum LearnerCompilation {
    /// Swift 5 language mode (the books' code has top-level `var`s and no concurrency
    /// annotations), and a fixed module name: one named after the file could clash with what
    /// the file imports (a learner's `SwiftUI.swift`) or be no valid identifier (`my-view.swift`).
    package static let languageFlags = ["-swift-version", "5", "-module-name", moduleName]

    package static let moduleName = "main"
}
