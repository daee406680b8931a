import Foundation

/// How the installed toolchain's driver builds a shared library from one Swift file: the
/// frontend's command and the runtime object it links, read once from `swiftc -###`.
///
/// With it, a REPL input or a learner's program is built by starting the frontend and `ld.lld`
/// directly, which skips the driver's own start-up, a second frontend that only lists
/// libraries, and a link that reads Foundation and every library the code names (issue 15
/// measured 0.47× the time). The library then names no other libraries: its symbols are found
/// at load time in the runtime that the process loading it (the REPL's evaluator,
/// `learn-program`) has already loaded, with its dependencies, into the global scope.
package struct DirectBuildRecipe: Codable, Equatable, Sendable {
    /// The `swift-frontend` executable.
    package let frontend: String
    /// The frontend's arguments, with ``Placeholder``s for the file, module and object.
    package let frontendArguments: [String]
    /// `swiftrt.o`, which registers a library's types and conformances with the Swift runtime.
    package let runtimeObject: String
    /// The folder of the toolchain's own libraries, for a library the runtime does not load.
    package let libraryDirectory: String
    /// LLVM's linker, shipped beside the frontend.
    package let linker: String

    /// The arguments of the probe that stand for what changes with each input.
    package enum Placeholder {
        package static let source = "/learn-probe/probe.swift"
        package static let module = "LearnProbe"
        package static let object = "<object>"
        package static let library = "/learn-probe/libprobe.so"
    }

    /// The frontend's arguments for compiling `source` as module `module` into `object`.
    /// A whole-module compile (the source not named as a primary file) can also write the
    /// module's interface for importers, in the same process.
    package func frontendArguments(source: String, module: String, object: String, wholeModule: Bool = false) -> [String] {
        let arguments = wholeModule ? frontendArguments.filter { $0 != "-primary-file" } : frontendArguments
        return arguments.map { argument in
            switch argument {
            case Placeholder.source: source
            case Placeholder.module: module
            case Placeholder.object: object
            default: argument
            }
        }
    }

    /// The frontend's arguments for compiling a program's `main.swift` into `object`: its
    /// top-level code becomes the library's `main`, so it is not parsed as a library.
    package func programArguments(source: String, object: String) -> [String] {
        frontendArguments(source: source, module: LearnerCompilation.moduleName, object: object)
            .filter { $0 != "-parse-as-library" }
    }

    /// Reads the recipe from what `swiftc -###` prints for building a library: the frontend's
    /// line (`swift-frontend -frontend -c …`) and the linker's (`clang -shared … swiftrt.o …`).
    /// `nil` when either is missing or `ld.lld` is not beside the frontend.
    package init?(driverPlan: String) {
        let commands = driverPlan.split(separator: "\n").map { Self.words(String($0)) }
        guard let compile = commands.first(where: { $0.count > 2 && $0[1] == "-frontend" && $0[2] == "-c" }),
              let link = commands.first(where: { $0.contains("-shared") }),
              let runtimeObject = link.first(where: { $0.hasSuffix("/swiftrt.o") }),
              let directoryFlag = link.firstIndex(of: "-L"), directoryFlag + 1 < link.count,
              let outputFlag = compile.lastIndex(of: "-o"), outputFlag + 1 < compile.count
        else { return nil }
        var arguments = Array(compile.dropFirst())
        arguments[outputFlag] = Placeholder.object
        let linker = (compile[0] as NSString).deletingLastPathComponent + "/ld.lld"
        guard FileManager.default.isExecutableFile(atPath: linker) else { return nil }
        self.init(frontend: compile[0], frontendArguments: arguments, runtimeObject: runtimeObject,
                  libraryDirectory: link[directoryFlag + 1], linker: linker)
    }

    package init(frontend: String, frontendArguments: [String], runtimeObject: String, libraryDirectory: String, linker: String) {
        self.frontend = frontend
        self.frontendArguments = frontendArguments
        self.runtimeObject = runtimeObject
        self.libraryDirectory = libraryDirectory
        self.linker = linker
    }

    /// The driver's arguments for the probe; the settings every snippet is compiled with.
    package static let probeArguments = [
        "-###", "-emit-library", "-parse-as-library", "-swift-version", "5", "-Onone",
        "-module-name", Placeholder.module, "-use-ld=lld", Placeholder.source, "-o", Placeholder.library,
    ]

    /// Splits one line of `-###` output into words, as a POSIX shell would: the driver quotes
    /// an argument with spaces or shell characters (`'…/learn-macros#SwiftUIMacros'`).
    package static func words(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                word.append(character)
                escaped = false
            } else if let open = quote {
                if character == open { quote = nil } else if character == "\\" && open == "\"" { escaped = true } else { word.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == "\\" {
                escaped = true
                inWord = true
            } else if character == " " || character == "\t" {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }
}
