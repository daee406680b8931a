// learn-program: runs a learner's program that learn built as a shared library.
//
//     LEARN_PROGRAM_RUNTIME=…/libSwiftUI.so LEARN_PROGRAM_LIBRARY=…/libprogram.so learn-program ARGS...
//
// Linking a program as an executable reads Foundation and every library the runtime needs,
// which took longer than compiling it; a library that names none of them links in
// milliseconds (`LibraryLink`). This host loads the runtime globally, so that the library's
// symbols bind to that copy, then the library, and calls its `main` (the program's top-level
// code) with this process's arguments, which learn made the program's own. The protocol is
// the EvaluatorProtocol module's `ProgramHost`.
//
// This program links neither the runtime nor Foundation: only the C library and the protocol.
import EvaluatorProtocol
@preconcurrency import Glibc

/// The signature of a C `main`.
typealias Entry = @convention(c) (Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32

func fail(_ message: String) -> Never {
    fputs("\(ProgramHost.executableName): \(message)\n", stderr)
    exit(127)
}

/// The value of `variable`, which is then removed, so that the program does not see it.
func take(_ variable: String) -> String {
    guard let value = getenv(variable) else { fail("\(variable) is not set; learn sets it when it runs a program") }
    let path = String(cString: value)
    unsetenv(variable)
    return path
}

func lastLinkerError() -> String {
    dlerror().map { String(cString: $0) } ?? "unknown error"
}

let runtime = take(ProgramHost.runtimeVariable)
let library = take(ProgramHost.libraryVariable)
guard dlopen(runtime, RTLD_NOW | RTLD_GLOBAL) != nil else { fail("could not load the runtime: \(lastLinkerError())") }
guard let program = dlopen(library, RTLD_NOW) else { fail("could not load the program: \(lastLinkerError())") }
guard let entry = dlsym(program, ProgramHost.entrySymbol) else { fail("the program has no \(ProgramHost.entrySymbol)") }
exit(unsafeBitCast(entry, to: Entry.self)(CommandLine.argc, CommandLine.unsafeArgv))
