import Foundation
import XCTest
@testable import SwiftUI

/// `scrollTransition` (iOS 17). From Apple's documentation: `ScrollTransitionPhase` is
/// `.identity` "in the visible area", `.topLeading`/`.bottomTrailing` past those edges, with
/// `value` -1, 0, 1; `.interactive` "interpolates the transition's effect as the view is
/// scrolled into the visible region", paced by its timing curve (`.easeInOut` by default:
/// time zero is "the view being just hidden" and 1 "the point at which the view reaches the
/// configuration threshold"); `.animated` changes phase "only once the threshold has been
/// reached"; `Threshold.visible(_:)` is "zero … fully hidden, and one … fully visible".
final class ScrollTransitionTests: XCTestCase {
    /// Ten 32-point rows in a scroll view 80 points tall: rows 0 and 1 are wholly visible, row
    /// 2 (64…96) half, at the bottom edge.
    private func rows(_ configuration: ScrollTransitionConfiguration) -> some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10, id: \.self) { index in
                    Color.red.frame(height: 32)
                        .scrollTransition(configuration) { content, phase in
                            content.opacity(phase.isIdentity ? 1 : 0).scaleEffect(phase.isIdentity ? 1 : 0.5)
                        }
                        .accessibilityIdentifier("row\(index)")
                }
            }
        }
    }

    private func opacity(of row: Int, in host: TerminalHost) -> Double? {
        host.displayList.items.first { $0.identifier == "row\(row)" }?.opacity
    }

    func testPhasesAndTheirValues() {
        XCTAssertEqual([ScrollTransitionPhase.topLeading, .identity, .bottomTrailing].map(\.value), [-1, 0, 1])
        XCTAssertEqual([ScrollTransitionPhase.topLeading, .identity, .bottomTrailing].map(\.isIdentity), [false, true, false])
    }

    /// Half of row 2 is visible: half-way from hidden to the threshold (wholly visible), where
    /// `.easeInOut` is 0.5, so the opacity is half-way from 0 to 1; rows 0 and 1 are untouched.
    func testInteractiveInterpolatesByHowMuchOfTheViewIsVisible() {
        let h = host(rows(.interactive), width: 80, height: 80)
        XCTAssertEqual(opacity(of: 0, in: h) ?? -1, 1, accuracy: 1e-9)
        XCTAssertEqual(opacity(of: 1, in: h) ?? -1, 1, accuracy: 1e-9)
        XCTAssertEqual(opacity(of: 2, in: h) ?? -1, 0.5, accuracy: 1e-6)
        // Scrolled by 16 points, row 2 is wholly visible and row 0 half hidden at the top.
        h.scroll(by: 16)
        XCTAssertEqual(opacity(of: 2, in: h) ?? -1, 1, accuracy: 1e-9)
        XCTAssertEqual(opacity(of: 0, in: h) ?? -1, 0.5, accuracy: 1e-6)
    }

    /// `.animated` is all or nothing at the threshold (row 2, at opacity 0, draws nothing);
    /// `.visible(0.5)` counts row 2 as visible.
    func testAnimatedChangesPhaseAtTheThreshold() {
        XCTAssertNil(opacity(of: 2, in: host(rows(.animated), width: 80, height: 80)))
        XCTAssertEqual(opacity(of: 1, in: host(rows(.animated), width: 80, height: 80)) ?? -1, 1, accuracy: 1e-9)
        XCTAssertEqual(opacity(of: 2, in: host(rows(.animated.threshold(.visible(0.5))), width: 80, height: 80)) ?? -1, 1, accuracy: 1e-9)
        XCTAssertEqual(opacity(of: 2, in: host(rows(.identity), width: 80, height: 80)) ?? -1, 1, accuracy: 1e-9)
    }

    /// The effect changes drawing only: the row keeps its frame, and is drawn scaled to half
    /// about its centre (40, 80) when past the threshold under `.animated`.
    func testLayoutIsUnchanged() {
        let view = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10, id: \.self) { index in
                    Color.red.frame(height: 32)
                        .scrollTransition(.animated) { content, phase in content.scaleEffect(phase.isIdentity ? 1 : 0.5) }
                        .accessibilityIdentifier("row\(index)")
                }
            }
        }
        let h = host(view, width: 80, height: 80)
        XCTAssertEqual(h.frame(ofIdentifier: "row2"), CGRect(x: 0, y: 64, width: 80, height: 32))
        let item = h.displayList.items.first { $0.identifier == "row2" }
        XCTAssertEqual(CGPoint(x: 0, y: 64).applying(item?.transform ?? .identity), CGPoint(x: 20, y: 72))
    }
}
