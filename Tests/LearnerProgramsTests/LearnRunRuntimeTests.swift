import Foundation
import XCTest

/// Learner programs that use the runtime's state and Combine, through `learn run`.
final class LearnRunRuntimeTests: XCTestCase {
    private var learn: LearnExecutable!
    private var folder: LearnerFolder!

    override func setUpWithError() throws {
        learn = try LearnExecutable.built()
        folder = try LearnerFolder()
    }

    private func run(_ name: String, _ source: String) throws -> LearnExecutable.Result {
        try folder.write(name, source)
        return try learn.run(["run", name], in: folder.url)
    }

    /// `preview(_:)` proposes the terminal's size, as an app's root view is proposed its screen:
    /// a colour used as a view takes the whole size it is offered, as a shape does (the layout
    /// rule of *Thinking in SwiftUI*'s chapter 4), so it fills 6×2 cells, and text keeps its own
    /// size. Before, no height was proposed and the colour collapsed to a shape's 10 points.
    func testPreviewProposesTheTerminalsSize() throws {
        try folder.write("Screen.swift", """
            import SwiftUI
            preview(Color.red)
            preview(Text("hi"))
            """)
        let result = try learn.run(
            ["run", "Screen.swift"], in: folder.url, environment: ["COLUMNS": "6", "LINES": "2", "NO_COLOR": "1"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "██████\n██████\nhi\n")
    }

    /// `import Combine` works in learner files: @Published, sink and a timer on the virtual clock.
    /// A program's clock starts at the machine's time, as a device's does, so a date made with
    /// `Date()` is "now" to the runtime: its relative text is seconds, not the 25 years since
    /// the clock's fixed start that a check's scenario programs keep.
    func testTheClockStartsNowSoDateIsNow() throws {
        let result = try run("Clock.swift", """
            import SwiftUI
            let start = Date()
            preview(Text("Started \\(start, style: .relative) ago"))
            """)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("second"), result.standardOutput)
        XCTAssertFalse(result.standardOutput.contains("year"), result.standardOutput)
    }

    func testCombineImportWorks() throws {
        let result = try run("Ticks.swift", """
            import SwiftUI
            import Combine
            final class Model: ObservableObject { @Published var count = 0 }
            let model = Model()
            var seen: [Int] = []
            let watcher = model.$count.sink { seen.append($0) }
            let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { _ in model.count += 1 }
            VirtualClock.shared.advance(by: 2.5)
            print(seen)
            """)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "[0, 1, 2]\n")
    }

    /// `Image("name")` finds a picture next to the learner's file, wherever learn is run from:
    /// an app finds its images among its own resources. The JPEG is SwiftUITests' 4×2-pixel
    /// fixture (see its README), so the image is 4×2 points, in one cell drawn as a box.
    func testImageNextToTheLearnersFileIsFound() throws {
        let app = folder.url.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../SwiftUITests/Image/Fixtures/halves-4x2.jpg")
        try FileManager.default.copyItem(at: fixture, to: app.appendingPathComponent("halves.jpg"))
        try folder.write("app/Photo.swift", """
            import SwiftUI
            let host = TerminalHost(rootView: Image("halves"))
            print(host.size.width, host.size.height)
            print(host.render())
            """)
        let result = try learn.run(["run", "app/Photo.swift"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "4.0 2.0\n□\n")
        XCTAssertEqual(result.standardError, "")
    }

    /// A missing environment object stops the program with SwiftUI's message naming the type.
    func testMissingEnvironmentObjectNamesItsType() throws {
        let result = try run("Missing.swift", """
            import SwiftUI
            final class Settings: ObservableObject {}
            struct Reader: View {
                @EnvironmentObject var settings: Settings
                var body: some View { Text("\\(ObjectIdentifier(settings))") }
            }
            print(TerminalHost(rootView: Reader()).render())
            """)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("No ObservableObject of type Settings found"), result.standardError)
    }

    /// The same for an `@Observable` object read with `@Environment(Settings.self)`.
    func testMissingObservableInTheEnvironmentNamesItsType() throws {
        let result = try run("MissingObservable.swift", """
            import SwiftUI
            @Observable final class Settings { var volume = 1 }
            struct Reader: View {
                @Environment(Settings.self) var settings
                var body: some View { Text("\\(settings.volume)") }
            }
            print(TerminalHost(rootView: Reader()).render())
            """)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("No Observable object of type Settings found"), result.standardError)
    }
}

/// `Self._printChanges()` prints why a body runs, in SwiftUI's format. The first time, SwiftUI
/// names the view's identity and every dynamic property only when it has some: published
/// console output such as "OrderView: @self, @identity, _memo, _quantity changed.", and
/// OpenSwiftUI's compatibility tests ("ContentView: @self changed." for a view without state).
final class PrintChangesTests: XCTestCase {
    func testPrintChangesNamesTheChangedState() throws {
        let learn = try LearnExecutable.built()
        let folder = try LearnerFolder()
        try folder.write("Changes.swift", """
            import SwiftUI
            struct Counter: View {
                @State var count = 0
                @State var step = 1
                let title = "Add"
                var body: some View {
                    let _ = Self._printChanges()
                    return Button("\\(title) \\(count)") { count += step }
                }
            }
            struct Plain: View {
                let title: String
                var body: some View {
                    let _ = Self._printChanges()
                    return Text(title)
                }
            }
            let host = TerminalHost(rootView: VStack { Plain(title: "Counter"); Counter() })
            host.tap("Add 0")
            """)
        let result = try learn.run(["run", "Changes.swift"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, """
            Plain: @self changed.
            Counter: @self, @identity, _count, _step changed.
            Counter: _count changed.

            """)
    }
}
