/// How learn starts a learner's program that it built as a shared library: it runs
/// `learn-program` (under `learn-limits`) with the program's own arguments, and names the
/// runtime and the program's library in two environment variables, which the host removes
/// before the program starts. The library's `main` (a `main.swift`'s top-level code) is called
/// with the process's arguments, so the program sees its command line as an executable would.
public enum ProgramHost {
    /// The host executable, built beside the runtime library.
    public static let executableName = "learn-program"
    /// The path of the runtime library (`libSwiftUI.so`), loaded globally before the program.
    public static let runtimeVariable = "LEARN_PROGRAM_RUNTIME"
    /// The path of the program's library.
    public static let libraryVariable = "LEARN_PROGRAM_LIBRARY"
    /// The symbol of the program's top-level code, as in an executable.
    public static let entrySymbol = "main"
}
