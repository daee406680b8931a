import XCTest
@testable import SwiftUI

/// `phaseAnimator` and `PhaseAnimator`. The rules are Apple's documentation of
/// `PhaseAnimator`: without a trigger the content "cycles through a sequence of phases
/// continuously", each change starting when the last has completed; with one, "the animator
/// uses the next phase" each time the trigger changes, through every phase and back to the
/// first. The `animation` closure is given the phase being animated to (WWDC23, "Wind your way
/// through advanced animations in SwiftUI"). Positions follow from linear animations of one
/// second: a fraction t of the way after t seconds.
final class PhaseAnimatorTests: XCTestCase {
    private struct Dot: View {
        var phases: [CGFloat]
        var trigger: Int?
        var animation: (CGFloat) -> Animation? = { _ in .linear(duration: 1) }

        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.clear.frame(width: 200, height: 32)
                if let trigger {
                    Color.red.frame(width: 16, height: 16).accessibilityIdentifier("dot")
                        .phaseAnimator(phases, trigger: trigger) { content, x in content.offset(x: x) } animation: { animation($0) }
                } else {
                    Color.red.frame(width: 16, height: 16).accessibilityIdentifier("dot")
                        .phaseAnimator(phases) { content, x in content.offset(x: x) } animation: { animation($0) }
                }
            }
        }
    }

    private func x(_ host: TerminalHost) -> CGFloat? { host.frame(ofIdentifier: "dot")?.minX }

    /// The dot's x after each half second from now.
    private func positions(_ host: TerminalHost, halfSeconds: Int) -> [CGFloat?] {
        (0..<halfSeconds).map { _ in
            host.advance(by: 0.5)
            return x(host)
        }
    }

    func testWithoutATriggerThePhasesCycleForever() {
        let host = host(Dot(phases: [0, 40]), width: 200, height: 32)
        XCTAssertEqual(x(host), 0, "it starts in the first phase")
        XCTAssertEqual(positions(host, halfSeconds: 8), [20, 40, 20, 0, 20, 40, 20, 0])
        XCTAssertTrue(host.isAnimating)
    }

    func testATriggerTakesTheViewThroughEveryPhaseAndBackToTheFirst() {
        struct Tapper: View {
            @State var taps = 0
            var body: some View {
                VStack(spacing: 0) {
                    Button("Go") { taps += 1 }
                    ZStack(alignment: .topLeading) {
                        Color.clear.frame(width: 200, height: 16)
                        Color.red.frame(width: 16, height: 16).accessibilityIdentifier("dot")
                            .phaseAnimator([0, 40, 80], trigger: taps) { content, x in content.offset(x: x) } animation: { _ in .linear(duration: 1) }
                    }
                }
            }
        }
        let host = host(Tapper(), width: 200, height: 48)
        let start = x(host) ?? -1
        host.advance(by: 2)
        XCTAssertEqual(x(host), start, "it rests in the first phase until the trigger changes")
        XCTAssertFalse(host.isAnimating)
        XCTAssertTrue(host.tap("Go"))
        let moved = positions(host, halfSeconds: 7).map { $0.map { $0 - start } }
        XCTAssertEqual(moved, [20, 40, 60, 80, 40, 0, 0])
        XCTAssertFalse(host.isAnimating, "one run, then it stops")
    }

    func testTheAnimationClosureIsGivenThePhaseBeingAnimatedTo() {
        // Two seconds into 80, one second for every other phase.
        let host = host(Dot(phases: [0, 40, 80], animation: { $0 == 80 ? .linear(duration: 2) : .linear(duration: 1) }), width: 200, height: 32)
        XCTAssertEqual(positions(host, halfSeconds: 6), [20, 40, 50, 60, 70, 80])
    }

    func testNoPhasesGiveAWarningAndAVisibleMessage() {
        var host: TerminalHost!
        let warnings = collectingWarnings { host = SwiftUITests.host(Dot(phases: []), width: 200, height: 32) }
        XCTAssertEqual(warnings, ["phaseAnimator was given no phases: give it at least one."])
        XCTAssertTrue(host.render().contains("no phases"))
    }
}
