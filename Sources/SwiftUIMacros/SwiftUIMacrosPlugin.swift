import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that expands the runtime's macros in learner code. It is an ordinary
/// executable, not a SwiftPM `.macro` target, so it links the swift-syntax that the package
/// already builds for `LearnerPrograms` instead of a second copy built for the host: the compiler
/// runs it through `-load-plugin-executable` (see ``RuntimeLocation/importFlags``).
@main
struct SwiftUIMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [EntryMacro.self, EntryDefaultValueMacro.self, PreviewMacro.self,
        ModelMacro.self, PersistedPropertyMacro.self, StorageDescriptionMacro.self]
}
