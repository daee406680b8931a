import Foundation
import XCTest

/// The code samples of the books `learn` was made from (`../shared/seeds`), run as a learner
/// would paste them into a file for `learn run`. The samples are read from the seeds at test
/// time, unchanged; `Tests/SeedsCorpus/corpus.json` only names them and says the least a
/// learner would add (see `Tests/SeedsCorpus/README.md`). `swift test` runs the manifest's
/// check and a small subset; `LEARN_SEEDS_CORPUS=1` runs every sample and prints the figures.
final class SeedsCorpusTests: XCTestCase {
    /// Every sample still points at the text it was classified from, and every fenced block of
    /// a fenced seed is classified exactly once, so a changed seed cannot go unnoticed.
    func testTheManifestNamesEveryFencedBlockOfTheSeeds() throws {
        let corpus = try SeedsCorpus.load()
        XCTAssertEqual(Set(corpus.samples.map(\.id)).count, corpus.samples.count, "sample ids are not unique")
        var earlier: Set<String> = []
        for sample in corpus.samples {
            let lines = try corpus.lines(of: sample.seed)
            XCTAssertTrue(sample.lines.count == 2 && 1 <= sample.lines[0] && sample.lines[0] <= sample.lines[1] && sample.lines[1] <= lines.count, "\(sample.id): bad line range \(sample.lines)")
            guard sample.lines.count == 2, sample.lines[0] <= lines.count else { continue }
            let text = lines[(sample.lines[0] - 1)..<min(sample.lines[1], lines.count)].map { $0.trimmingCharacters(in: .whitespaces) }
            XCTAssertEqual(
                text.first { !$0.isEmpty } ?? "", sample.first,
                "\(sample.id): the seed's lines \(sample.lines[0])-\(sample.lines[1]) are not the ones classified; has \(sample.seed) changed?")
            switch sample.expect {
            case .excluded:
                XCTAssertFalse((sample.reason ?? "").isEmpty, "\(sample.id): an excluded sample says why")
            case .draws, .compiles:
                XCTAssertNotNil(sample.wrapper, "\(sample.id): a sample to run says its wrapper")
                for joined in sample.join ?? [] {
                    XCTAssertTrue(earlier.contains(joined), "\(sample.id) joins \(joined), which is not an earlier sample to run")
                }
            }
            earlier.insert(sample.id)
        }
        for seed in SeedsCorpus.fencedSeeds {
            let blocks = try SeedsCorpus.fencedBlocks(in: corpus.lines(of: seed))
            let named = corpus.samples.filter { $0.seed == seed }.map { $0.lines }
            XCTAssertEqual(blocks.count, named.count, "\(seed): \(blocks.count) fenced blocks, \(named.count) samples in the manifest")
            for block in blocks where !named.contains([block.lowerBound, block.upperBound]) {
                XCTFail("\(seed): the fenced block at lines \(block.lowerBound)-\(block.upperBound) is not in the manifest")
            }
        }
    }

    /// One sample per seed and chapter (those marked `subset`) compiles with `learn run` and
    /// draws a picture: the book's code pasted as it is, with the least a learner would add.
    func testTheSubsetCompilesAndDraws() throws {
        let corpus = try SeedsCorpus.load()
        let subset = corpus.samples.filter { $0.subset == true }
        XCTAssertFalse(subset.isEmpty)
        for outcome in try corpus.run(subset) {
            XCTAssertEqual(outcome.result, .asExpected, "\(outcome.sample.id) (\(outcome.sample.seed):\(outcome.sample.lines[0])): \(outcome.cause)")
        }
    }

    /// The whole corpus, run with `LEARN_SEEDS_CORPUS=1 swift test --skip-build --filter
    /// SeedsCorpusTests/testTheWholeCorpus`: prints how many samples compile and draw, the
    /// excluded ones by reason and each failure with its cause. It records; it does not fail
    /// on a sample, because the failures are the runtime's open work (`docs/seeds-corpus.md`).
    func testTheWholeCorpus() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["LEARN_SEEDS_CORPUS"] == "1", "set LEARN_SEEDS_CORPUS=1 to run every sample")
        let corpus = try SeedsCorpus.load()
        let started = Date()
        let outcomes = try corpus.run(corpus.samples.filter { $0.expect != .excluded })
        let seconds = Date().timeIntervalSince(started)
        print(SeedsCorpus.report(samples: corpus.samples, outcomes: outcomes, seconds: seconds))
    }
}

/// `Tests/SeedsCorpus/corpus.json` and the seeds it names.
struct SeedsCorpus {
    /// What a sample is expected to do in SwiftUI.
    enum Expectation: String, Decodable {
        /// It compiles and draws a picture (the manifest's `show`, or its own previews).
        case draws
        /// It compiles and runs but shows nothing by itself (a model, a modifier, a layout).
        case compiles
        /// It is not meant to compile as it is; `reason` says why.
        case excluded
    }

    /// The least a learner would add around a sample's text.
    enum Wrapper: String, Decodable {
        /// Nothing: the text is a whole file.
        case none
        /// `import SwiftUI` above it.
        case `import`
        /// `struct ContentView: View { … }` around it: the text is a view's members (`var body`).
        case `struct`
        /// `struct ContentView: View { var body: some View { … } }` around it: the text is a view.
        case body
    }

    struct Sample: Decodable {
        let id: String
        let seed: String
        /// The first and last line of the sample's text in the seed, from 1.
        let lines: [Int]
        /// The first non-empty line's text, trimmed, so a shifted seed is noticed.
        let first: String
        let expect: Expectation
        let reason: String?
        let wrapper: Wrapper?
        /// Earlier samples that declare what this one uses, put above it in the file.
        let join: [String]?
        /// The view to draw with `preview(_:)` after the text, when it declares no previews.
        let show: String?
        let subset: Bool?
    }

    let samples: [Sample]
    /// Each seed's lines, read once.
    private let seedLines: [String: [String]]

    /// The seeds whose code is fenced with ```; each of their blocks is a sample.
    static let fencedSeeds = ["000_7c45e7310fbb0811.txt", "002_52cf3ac8f5c108f7.txt", "003_4ba6facc915ebba3.txt"]

    private struct Manifest: Decodable {
        let samples: [Sample]
    }

    /// Reads the manifest; the seeds are in `../shared/seeds` beside the package, as in CI,
    /// or wherever `LEARN_SEEDS` says. Without them the test is skipped, saying so.
    static func load() throws -> SeedsCorpus {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let manifest = try JSONDecoder().decode(
            Manifest.self, from: Data(contentsOf: package.appendingPathComponent("Tests/SeedsCorpus/corpus.json")))
        let seeds = ProcessInfo.processInfo.environment["LEARN_SEEDS"].map { URL(fileURLWithPath: $0) }
            ?? package.deletingLastPathComponent().appendingPathComponent("shared/seeds")
        try XCTSkipUnless(FileManager.default.fileExists(atPath: seeds.path), "no seeds at \(seeds.path); set LEARN_SEEDS to their folder")
        var seedLines: [String: [String]] = [:]
        for seed in Set(manifest.samples.map(\.seed)).union(fencedSeeds) {
            seedLines[seed] = try String(contentsOf: seeds.appendingPathComponent(seed), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        return SeedsCorpus(samples: manifest.samples, seedLines: seedLines)
    }

    func lines(of seed: String) throws -> [String] {
        guard let lines = seedLines[seed] else { throw MissingSeed(name: seed) }
        return lines
    }

    struct MissingSeed: Error, CustomStringConvertible {
        let name: String
        var description: String { "no seed named \(name)" }
    }

    /// The line ranges (from 1) of the text inside each ``` fence.
    static func fencedBlocks(in lines: [String]) -> [ClosedRange<Int>] {
        var blocks: [ClosedRange<Int>] = []
        var opened: Int?
        for (index, line) in lines.enumerated() where line.hasPrefix("```") {
            if let start = opened {
                blocks.append(start...max(start, index))
                opened = nil
            } else {
                opened = index + 2
            }
        }
        return blocks
    }

    /// The file a learner would run: the joined samples, then this one, each with its wrapper,
    /// then `preview(show)` when the sample names a view to show.
    func source(of sample: Sample) throws -> String {
        let byID = Dictionary(samples.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var parts = try (sample.join ?? []).compactMap { byID[$0] }.map(wrappedText)
        parts.append(try wrappedText(sample))
        return parts.joined(separator: "\n") + (sample.show.map { "\npreview(\($0))\n" } ?? "\n")
    }

    private func wrappedText(_ sample: Sample) throws -> String {
        let text = try lines(of: sample.seed)[(sample.lines[0] - 1)..<sample.lines[1]].joined(separator: "\n")
        switch sample.wrapper ?? .none {
        case .none: return text
        case .import: return "import SwiftUI\n" + text
        case .struct: return "import SwiftUI\nstruct ContentView: View {\n" + text + "\n}"
        case .body: return "import SwiftUI\nstruct ContentView: View {\n    var body: some View {\n" + text + "\n    }\n}"
        }
    }

    /// What came of running one sample.
    struct Outcome {
        enum Result: Equatable {
            case asExpected
            /// The compiler rejected it.
            case compileError
            /// It compiled but failed or crashed while running, or was stopped.
            case runFailure
            /// It ran but drew nothing although it should draw.
            case noPicture
        }
        let sample: Sample
        let result: Result
        /// The first error, in the compiler's or learn's words.
        let cause: String
        let seconds: Double
    }

    /// Runs `samples` with the built `learn run`, as many at once as there are processors.
    func run(_ samples: [Sample]) throws -> [Outcome] {
        let learn = try LearnExecutable.built()
        let sources = try samples.map(source(of:))
        let outcomes = OutcomeList(count: samples.count)
        DispatchQueue.concurrentPerform(iterations: samples.count) { index in
            outcomes.set(index, Self.run(samples[index], source: sources[index], with: learn))
        }
        return outcomes.all
    }

    private static func run(_ sample: Sample, source: String, with learn: LearnExecutable) -> Outcome {
        do {
            let folder = try LearnerFolder()
            try folder.write("Sample.swift", source)
            // A plain picture of a fixed size: 60 columns by 20 rows.
            let result = try learn.run(["run", "Sample.swift"], in: folder.url, environment: ["NO_COLOR": "1", "COLUMNS": "60", "LINES": "20"])
            let errors = result.standardError.split(separator: "\n").map(String.init)
            if let error = errors.first(where: { $0.contains(".swift:") && $0.contains(": error: ") }) {
                return Outcome(sample: sample, result: .compileError, cause: String(error[error.range(of: ": error: ")!.upperBound...]), seconds: result.seconds)
            }
            if result.status != 0 {
                return Outcome(sample: sample, result: .runFailure, cause: errors.first(where: { !$0.isEmpty }) ?? "exit status \(result.status)", seconds: result.seconds)
            }
            let drew = result.standardOutput.contains { !$0.isWhitespace }
            if sample.expect == .draws && !drew {
                return Outcome(sample: sample, result: .noPicture, cause: "ran but printed no picture", seconds: result.seconds)
            }
            return Outcome(sample: sample, result: .asExpected, cause: "", seconds: result.seconds)
        } catch {
            return Outcome(sample: sample, result: .runFailure, cause: "\(error)", seconds: 0)
        }
    }

    /// The figures and failures of a whole run, as the README and `docs/seeds-corpus.md` quote them.
    static func report(samples: [Sample], outcomes: [Outcome], seconds: Double) -> String {
        let excluded = samples.filter { $0.expect == .excluded }
        let compiled = outcomes.filter { $0.result != .compileError }
        let drawing = outcomes.filter { $0.sample.expect == .draws }
        let drew = drawing.filter { $0.result == .asExpected }
        var report = """
            seeds corpus: \(samples.count) blocks; \(outcomes.count) samples to run, \(excluded.count) excluded
            compile: \(compiled.count) of \(outcomes.count)
            draw: \(drew.count) of \(drawing.count) that should draw
            compile only: \(outcomes.filter { $0.sample.expect == .compiles && $0.result == .asExpected }.count) of \(outcomes.count - drawing.count)
            time: \(String(format: "%.0f", seconds)) s for \(outcomes.count) runs (\(String(format: "%.1f", outcomes.map(\.seconds).reduce(0, +) / Double(max(1, outcomes.count)))) s each)
            excluded, by reason:

            """
        // A reason is "kind — detail"; the figures count kinds.
        let kinds = Dictionary(grouping: excluded) { ($0.reason ?? "").components(separatedBy: " — ")[0] }.mapValues(\.count)
        for (reason, count) in kinds.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) {
            report += "  \(count)  \(reason)\n"
        }
        report += "failures:\n"
        for outcome in outcomes where outcome.result != .asExpected {
            report += "  \(outcome.sample.id) \(outcome.sample.seed):\(outcome.sample.lines[0]) [\(outcome.result)] \(outcome.cause)\n"
        }
        return report
    }
}

/// Outcomes filled in by concurrent runs, each at its own index.
private final class OutcomeList: @unchecked Sendable {
    private var outcomes: [SeedsCorpus.Outcome?]
    private let lock = NSLock()

    init(count: Int) { outcomes = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ outcome: SeedsCorpus.Outcome) {
        lock.withLock { outcomes[index] = outcome }
    }

    var all: [SeedsCorpus.Outcome] { lock.withLock { outcomes.compactMap { $0 } } }
}
