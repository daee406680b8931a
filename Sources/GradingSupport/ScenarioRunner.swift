import Foundation
import ScenarioRecords
import SwiftUI
import TerminalPreview
import TerminalSupport

/// Runs an exercise's scenarios inside the program the grader generates around a learner's
/// file (or the reference solution), and records what each one draws.
///
/// The generated `main.swift` starts one before the learner's code and then calls
/// ``run(_:view:)`` once per scenario, in the exercise's order:
///
/// ```swift
/// let scenarios = ScenarioRunner.start()
/// // the learner's file
/// scenarios.run(0) { Text("Hello").badge(count: 5) }
/// ```
public final class ScenarioRunner {
    private let arguments: ScenarioProgramArguments
    private let setups: [ScenarioSetup]
    private let records: RecordsFile
    /// Runtime warnings given while the current scenario runs.
    private var warnings: [String] = []

    private init(arguments: ScenarioProgramArguments, setups: [ScenarioSetup], records: RecordsFile) {
        self.arguments = arguments
        self.setups = setups
        self.records = records
    }

    /// Reads the command line (``ScenarioProgramArguments``) and the scenarios' setups, starts
    /// the ``Watchdog``, and sends what the program prints to /dev/null: the grader compares
    /// drawings, so a learner's `print` or `preview` is no use to it, and an endless one must
    /// not fill the disk. The Swift runtime's crash messages still reach standard error.
    /// Exits with status 2 when the program was not started by the grader.
    public static func start() -> ScenarioRunner {
        guard let arguments = ScenarioProgramArguments(arguments: Array(CommandLine.arguments.dropFirst())) else {
            fail("this program runs an exercise's scenarios for `learn check`; run that instead")
        }
        guard let data = FileManager.default.contents(atPath: arguments.setupsFile),
              let setups = try? JSONDecoder().decode([ScenarioSetup].self, from: data)
        else { fail("could not read the scenarios' setups from \(arguments.setupsFile)") }
        guard let records = RecordsFile(path: arguments.recordsFile) else {
            fail("could not open \(arguments.recordsFile) for the scenarios' records")
        }
        let null = open("/dev/null", O_WRONLY)
        dup2(null, STDOUT_FILENO)
        close(null)
        Watchdog.start(after: arguments.timeout, records: records)
        ImageFiles.reader = ImageFolders([arguments.imageFolder])
        let runner = ScenarioRunner(arguments: arguments, setups: setups, records: records)
        RuntimeWarning.handler = { [unowned runner] in runner.warnings.append($0) }
        return runner
    }

    /// Hosts the view of scenario `index` as its setup says, does its interactions, and records
    /// what it draws; does nothing for a scenario before the first one asked for.
    public func run<V: View>(_ index: Int, @ViewBuilder view: () -> V) {
        guard index >= arguments.firstScenario, setups.indices.contains(index) else { return }
        let setup = setups[index]
        records.append(.began(scenario: index))
        warnings = []
        let colorScheme = ColorScheme(setup.colorScheme)
        let host = TerminalHost(
            rootView: view(),
            proposal: ProposedViewSize(width: setup.width.map { CGFloat($0) }, height: setup.height.map { CGFloat($0) }),
            colorScheme: colorScheme,
            layoutDirection: LayoutDirection(setup.layoutDirection)
        )
        var failedInteraction: String?
        for interaction in setup.interactions where failedInteraction == nil {
            let before = warnings.count
            if !interaction.perform(on: host) {
                let reason = warnings.dropFirst(before).first.map { ": \($0)" } ?? ""
                failedInteraction = "\(interaction) could not be done\(reason)"
            }
        }
        // Read before drawing: laying out for the picture can run bodies (a GeometryReader's).
        let bodiesThatRan = host.bodyEvaluations
        let drawing = ScenarioDrawing(
            width: Double(host.size.width),
            height: Double(host.size.height),
            elements: host.displayList.drawnElements(colorScheme: colorScheme),
            picture: host.render(colors: arguments.pictureColors, palette: TerminalCapabilities.palette(in: ProcessInfo.processInfo.environment)),
            pictureX: Double(host.pictureOrigin.x),
            pictureY: Double(host.pictureOrigin.y),
            failedInteraction: failedInteraction,
            bodiesThatRan: bodiesThatRan,
            viewTypes: host.viewTypeNames.sorted()
        )
        records.append(.drew(scenario: index, drawing: drawing))
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("learn: \(message)\n".utf8))
        exit(2)
    }
}

