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
        .library(name: "SwiftUI", type: .dynamic, targets: ["SwiftUI", "TerminalPreview"]),
        .executable(name: "learn", targets: ["learn"]),
        .executable(name: "layout-benchmark", targets: ["LayoutBenchmark"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "SwiftUI", swiftSettings: swift5),
        .target(name: "TerminalPreview", dependencies: ["SwiftUI"], swiftSettings: swift5),
        .target(name: "Evaluation"),
        .executableTarget(
            name: "learn",
            dependencies: [
                "Evaluation",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "LayoutBenchmark",
            dependencies: ["SwiftUI"],
            path: "Benchmarks/LayoutBenchmark",
            swiftSettings: swift5
        ),
        .testTarget(name: "SwiftUITests", dependencies: ["SwiftUI", "TerminalPreview"], swiftSettings: swift5),
        .testTarget(name: "EvaluationTests", dependencies: ["Evaluation"]),
    ]
)
