import XCTest
@testable import SwiftUI

/// Apple's `ScenePhase` docs: `.active` means the scene is in the foreground and interactive.
/// A terminal program is frontmost and takes every key press, so its scene is always active.
final class ScenePhaseTests: XCTestCase {
    struct PhaseLabel: View {
        @Environment(\.scenePhase) var scenePhase
        var body: some View {
            Text(scenePhase == .active ? "active" : "not active").accessibilityIdentifier("phase")
        }
    }

    func testTerminalSceneIsActive() {
        let host = TerminalHost(rootView: PhaseLabel())
        XCTAssertEqual(host.environmentValue(\.scenePhase, for: "phase"), .active)
        XCTAssertTrue(host.render().contains("active"), host.render())
        XCTAssertFalse(host.render().contains("not active"), host.render())
    }

    /// A view can still be shown a phase through the environment, as SwiftUI previews do.
    func testPhaseCanBeOverridden() {
        let host = TerminalHost(rootView: PhaseLabel().environment(\.scenePhase, .background))
        XCTAssertEqual(host.environmentValue(\.scenePhase, for: "phase"), .background)
        XCTAssertTrue(host.render().contains("not active"), host.render())
    }

    /// The phases are ordered from least to most engaged, so `phase < .active` reads naturally.
    func testPhasesAreOrdered() {
        XCTAssertLessThan(ScenePhase.background, .inactive)
        XCTAssertLessThan(ScenePhase.inactive, .active)
    }
}
