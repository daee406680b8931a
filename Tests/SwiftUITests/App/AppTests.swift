import XCTest
@testable import SwiftUI

/// An app as a terminal runs it (`_AppRoot`): its first window group is the screen, its body
/// runs like a view's, and its scene becomes active once shown.
final class AppTests: XCTestCase {
    final class Log {
        var lines: [String] = []
    }

    /// Apple's `ScenePhase` documentation: an app reads the phase with
    /// `@Environment(\.scenePhase)` and acts in `.onChange(of: scenePhase)`. At launch the
    /// change to `.active` is seen (published runs print "Active" when the app starts:
    /// medium.com/@frentebw, "How does the scene phase change in the SwiftUI app?", 2023).
    struct PhaseApp: App {
        static let log = Log()
        @Environment(\.scenePhase) private var scenePhase

        var body: some Scene {
            WindowGroup {
                PhaseLabel()
            }
            .onChange(of: scenePhase) { old, new in
                Self.log.lines.append("\(old) -> \(new)")
            }
        }
    }

    struct PhaseLabel: View {
        @Environment(\.scenePhase) private var scenePhase
        var body: some View {
            Text("phase: \(String(describing: scenePhase))")
        }
    }

    func testTheSceneBecomesActiveWhenShownAndTheAppSeesTheChange() {
        PhaseApp.log.lines = []
        let host = TerminalHost(rootView: _AppRoot(PhaseApp()))
        XCTAssertEqual(host.render(), "phase: active")
        XCTAssertEqual(PhaseApp.log.lines, ["inactive -> active"])
        host.update()
        XCTAssertEqual(PhaseApp.log.lines, ["inactive -> active"], "the change is seen once")
    }

    /// An app's own state lives as a view's does: a button in the window changes state the
    /// app keeps, through a binding, and the app's body runs again (as `bodyEvaluations` shows).
    struct CounterApp: App {
        @State private var taps = 0

        var body: some Scene {
            WindowGroup {
                Button("Taps: \(taps)") { taps += 1 }
            }
        }
    }

    func testAnAppKeepsStateAndItsBodyRunsWhenItChanges() {
        let host = TerminalHost(rootView: _AppRoot(CounterApp()))
        XCTAssertEqual(host.render(), "Taps: 0")
        XCTAssertTrue(host.tap("Taps: 0"))
        XCTAssertEqual(host.render(), "Taps: 1")
        XCTAssertEqual(host.bodyEvaluations, ["CounterApp"])
    }

    final class Library: ObservableObject {
        @Published var title = "Emma"
    }

    struct ShelfView: View {
        @EnvironmentObject var library: Library
        var body: some View { Text(library.title) }
    }

    /// An object the app owns with `@StateObject` and hands to every view of its scene with
    /// `.environmentObject`, the pattern of the observable-objects tutorial.
    struct LibraryApp: App {
        @StateObject private var library = Library()

        var body: some Scene {
            WindowGroup {
                ShelfView()
            }
            .environmentObject(library)
        }
    }

    func testASceneModifierReachesEveryViewOfTheScene() {
        let host = TerminalHost(rootView: _AppRoot(LibraryApp()))
        XCTAssertEqual(host.render(), "Emma")
    }

    /// A body with several scenes (macOS's `Settings` beside the window group): an iPhone, and
    /// a terminal, show the first.
    struct TwoScenesApp: App {
        var body: some Scene {
            WindowGroup("Main") {
                Text("main window")
            }
            WindowGroup(id: "other") {
                Text("other window")
            }
        }
    }

    func testOfSeveralScenesTheFirstIsShown() {
        XCTAssertEqual(TerminalHost(rootView: _AppRoot(TwoScenesApp())).render(), "main window")
    }

    /// `_AppRoot` is how the terminal shows the app, not the learner's code: it is not among
    /// the bodies that ran, while the app's own body is.
    func testTheTerminalsOwnRootIsNotAmongTheBodiesThatRan() {
        let host = TerminalHost(rootView: _AppRoot(CounterApp()))
        XCTAssertTrue(host.tap("Taps: 0"))
        XCTAssertFalse(host.bodyEvaluations.contains { $0.contains("_AppRoot") }, "\(host.bodyEvaluations)")
    }
}
