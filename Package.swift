// swift-tools-version:6.0
import PackageDescription

/// Learner code and the runtime it links are compiled in Swift 5 language mode:
/// the books' code has top-level `var`s and no concurrency annotations.
let swift5: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let package = Package(
    name: "learn",
    platforms: [.macOS(.v13)],
    products: [
        // Exactly one shared library holds the runtime. `learn run` programs and REPL
        // snippets link it dynamically; a second copy would break `as?` casts.
        .library(name: "SwiftUI", type: .dynamic, targets: ["SwiftUI", "Combine", "TerminalPreview", "SnippetSupport", "GradingSupport", "PlaygroundSupport", "CoreGraphics", "SwiftData", "UniformTypeIdentifiers"]),
        .executable(name: "learn", targets: ["learn"]),
        // The long-lived child process that loads REPL snippets; it links no runtime itself.
        .executable(name: "learn-evaluator", targets: ["LearnEvaluator"]),
        // LLDB's in-memory Swift compiler for one evaluator, which it attaches to (issue 28).
        .executable(name: "learn-debugger", targets: ["LearnDebugger"]),
        // The compiler plugin that expands the runtime's macros in learner code.
        .executable(name: "learn-macros", targets: ["SwiftUIMacros"]),
        // Runs a learner's program built as a shared library; it links no runtime itself.
        .executable(name: "learn-program", targets: ["LearnProgram"]),
        // Starts a learner's program under its resource limits (posix_spawn cannot set them).
        .executable(name: "learn-limits", targets: ["LearnLimits"]),
        .executable(name: "layout-benchmark", targets: ["LayoutBenchmark"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        // The runtime, seen by learner code as `import SwiftUI`.
        .target(name: "SwiftUI", dependencies: ["Combine", "ImageDecoding", "TerminalSupport", "UniformTypeIdentifiers"], swiftSettings: swift5),
        // `import Combine` for learner code: OpenCombine, plus timers on the host's virtual clock.
        // The runtime's macros (`@Entry`): a plugin executable that learner compilations load.
        .executableTarget(
            name: "SwiftUIMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        .target(name: "Combine", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")], swiftSettings: swift5),
        .target(name: "TerminalPreview", dependencies: ["SwiftUI", "TerminalSupport"], swiftSettings: swift5),
        // Modules that playground and tutorial code imports beside SwiftUI: a playground's live
        // view, and CoreGraphics' geometry types (Foundation's on Linux).
        .target(name: "PlaygroundSupport", dependencies: ["SwiftUI", "TerminalPreview"], swiftSettings: swift5),
        .target(name: "CoreGraphics"),
        // `UTType`, the kinds of data that `Transferable` values and drops name.
        .target(name: "UniformTypeIdentifiers"),
        // `import SwiftData` for tutorial code: `@Model` classes, a container and contexts kept in
        // memory, `@Query` and `.modelContainer(for:)`.
        .target(name: "SwiftData", dependencies: ["SwiftUI"], swiftSettings: swift5),
        // What the output terminal can show: one rule for previews and the REPL.
        .target(name: "TerminalSupport"),
        .target(name: "SnippetSupport", dependencies: ["SwiftUI", "TerminalPreview", "GradingSupport", "ScenarioRecords", "EvaluatorProtocol"], swiftSettings: swift5),
        // The runtime side of grading: runs an exercise's scenarios and records what they draw.
        .target(name: "GradingSupport", dependencies: ["SwiftUI", "ScenarioRecords", "TerminalPreview"], swiftSettings: swift5),
        // What a scenario program is told and what it answers, and the interactions that the
        // grader and the REPL (`:tap`, …) send into a view; shared by both sides.
        .target(name: "ScenarioRecords", dependencies: ["TerminalSupport"]),
        // How learn talks to the processes that load learner code: the REPL's evaluator (framing,
        // command letters, status bytes, the runtime's entry points and the records of what a
        // snippet showed) and the host of a program built as a library. Foundation-free, as both
        // link only the C library; shared by them, the REPL and SnippetSupport.
        .target(name: "EvaluatorProtocol", dependencies: ["TerminalSupport"]),
        // The limits learner programs run under and how `learn-limits` applies them; Foundation-free.
        .target(name: "ProcessLimits", dependencies: ["CProcessControl"]),
        // What learn-limits does to itself in C: the seccomp filter that closes the network, and
        // ending with learn.
        .target(name: "CProcessControl"),
        // LLDB's Swift evaluator through its SB API, called from C (liblldb is opened at run time).
        .target(name: "CDebuggerBridge"),
        // LLDB's compiler kept in memory: a debugger evaluating Swift in REPL mode (issue 28).
        .target(name: "InMemoryCompiler", dependencies: ["CDebuggerBridge"]),
        .executableTarget(name: "LearnDebugger", dependencies: ["InMemoryCompiler", "EvaluatorProtocol", "CProcessControl"]),
        .executableTarget(name: "LearnLimits", dependencies: ["ProcessLimits", "CProcessControl"]),

        // Line editing with the system's libedit; the C shim wraps its variadic calls.
        .systemLibrary(name: "CLibEdit", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        .target(name: "CEditLineShim", dependencies: ["CLibEdit"]),
        .target(name: "LineEditing", dependencies: ["CEditLineShim", "LearnerFiles"]),

        // Lesson prose for the terminal: the reference CommonMark parser, rendered in Swift.
        .systemLibrary(name: "CLibCMark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"])]),
        .target(name: "TerminalMarkdown", dependencies: ["CLibCMark", "TerminalSupport"]),

        // Pictures for `Image("name")`: the system's libpng and libjpeg, called from a C shim
        // that turns their longjmp-style errors into messages; bytes in, RGBA pixels out.
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CLibJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"])]),
        .target(name: "CImageDecoding", dependencies: ["CLibPNG", "CLibJPEG"]),
        .target(name: "ImageDecoding", dependencies: ["CImageDecoding"]),

        // Where the learner's files are (the home folder, one rule) and the copies kept before one is replaced.
        .target(name: "LearnerFiles"),
        // Starting the processes that run learner code (programs, the compilers, the REPL's
        // evaluator) under their limits, in a sandbox, and watching them.
        .target(name: "LearnerProcesses", dependencies: ["EvaluatorProtocol", "LearnerFiles", "ProcessLimits", "TerminalSupport"]),
        // Building learner code with the toolchain (the frontend and linker called directly), its
        // diagnostics in the learner's terms, and the programs `learn run` and grading make of it.
        .target(
            name: "LearnerPrograms",
            dependencies: [
                "EvaluatorProtocol",
                "ScenarioRecords",
                "LearnerFiles",
                "LearnerProcesses",
                "ProcessLimits",
                "TerminalSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // The REPL's engine: reading inputs, the session's declarations, building each input's
        // library, and the evaluator process that runs it.
        .target(
            name: "ReplEngine",
            dependencies: [
                "LearnerPrograms",
                "LearnerProcesses",
                "EvaluatorProtocol",
                "ScenarioRecords",
                "ProcessLimits",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // LLDB's in-memory compiler loads the macro plugins that the evaluator's debugging
        // information names: the runtime's, at the path where the evaluator's sandbox puts it
        // (`InMemoryEngine.macroPluginInside`; issue 28).
        .executableTarget(
            name: "LearnEvaluator", dependencies: ["EvaluatorProtocol", "CProcessControl"],
            swiftSettings: [.unsafeFlags(["-load-plugin-executable", "/run/learn/learn-macros#SwiftUIMacros"])]
        ),
        .executableTarget(name: "LearnProgram", dependencies: ["EvaluatorProtocol"]),
        .target(name: "Lessons", dependencies: ["LearnerFiles"]),
        .target(name: "Grading", dependencies: ["LearnerPrograms", "LearnerProcesses", "Lessons", "LearnerFiles", "ScenarioRecords", "ProcessLimits", "TerminalMarkdown", "TerminalSupport"]),
        .target(name: "REPL", dependencies: ["LearnerPrograms", "LearnerProcesses", "EvaluatorProtocol", "ReplEngine", "Lessons", "LearnerFiles", "LineEditing", "Grading", "ScenarioRecords", "TerminalMarkdown", "TerminalSupport"]),
        .executableTarget(
            name: "learn",
            dependencies: [
                "LearnerPrograms",
                "LearnerProcesses",
                "EvaluatorProtocol",
                "Grading",
                "ScenarioRecords",
                "LearnerFiles",
                "Lessons",
                "LineEditing",
                "REPL",
                "ReplEngine",
                "TerminalMarkdown",
                "TerminalSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "LayoutBenchmark",
            dependencies: ["SwiftUI"],
            path: "Benchmarks/LayoutBenchmark",
            swiftSettings: swift5
        ),
        .testTarget(name: "SwiftUITests", dependencies: ["SwiftUI", "SwiftData", "TerminalPreview", "TerminalSupport", "ImageDecoding"], exclude: ["Image/Fixtures"], swiftSettings: swift5),
        // What the tests of learner programs share: finding the processes a program started.
        .target(name: "LearnTestSupport", path: "Tests/LearnTestSupport"),
        .testTarget(name: "LearnerProgramsTests", dependencies: ["LearnerPrograms", "LearnerProcesses", "LearnerFiles", "ScenarioRecords", "EvaluatorProtocol", "ProcessLimits", "LearnTestSupport"]),
        .testTarget(name: "ReplEngineTests", dependencies: ["ReplEngine", "InMemoryCompiler", "LearnerPrograms", "LearnerProcesses", "ScenarioRecords", "ProcessLimits", "LearnTestSupport"]),
        .testTarget(name: "LineEditingTests", dependencies: ["LineEditing"]),
        .testTarget(name: "TerminalSupportTests", dependencies: ["TerminalSupport"]),
        .testTarget(name: "LessonsTests", dependencies: ["Lessons", "LearnerFiles"]),
        .testTarget(name: "LearnerFilesTests", dependencies: ["LearnerFiles"]),
        .testTarget(name: "TerminalMarkdownTests", dependencies: ["TerminalMarkdown", "TerminalSupport"]),
        .testTarget(name: "REPLTests", dependencies: ["REPL", "ReplEngine", "LearnerPrograms", "LearnerProcesses", "Lessons", "LearnTestSupport"]),
        .testTarget(name: "GradingTests", dependencies: ["Grading", "ScenarioRecords", "LearnerPrograms", "LearnerProcesses", "LearnerFiles", "Lessons", "ProcessLimits", "LearnTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "GradingSupportTests", dependencies: ["GradingSupport", "ScenarioRecords", "SwiftUI"], swiftSettings: swift5),
    ]
)
