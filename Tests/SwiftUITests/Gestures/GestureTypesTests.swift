import Foundation
import XCTest
@testable import SwiftUI

/// Gesture types named in code: spatial taps, gesture masks, and sequence and exclusive
/// gestures made with their initializers (Apple's "Composing SwiftUI gestures" and each type's
/// documentation). `tap(_:)` touches the centre of the view it names.
final class GestureTypesTests: XCTestCase {
    /// SpatialTapGesture reports where the tap landed: the centre of an 80×32 view is (40, 16) in
    /// its local space; in the global space the 10 pt of padding around it adds (10, 10).
    func testSpatialTapGestureReportsTheLocation() {
        var local: CGPoint?, global: CGPoint?
        let pad = Color.red.frame(width: 80, height: 32)
            .gesture(SpatialTapGesture().onEnded { (value: SpatialTapGesture.Value) in local = value.location })
            .accessibilityIdentifier("pad").padding(10)
        XCTAssertTrue(host(pad, width: 200, height: 100).tap("pad"))
        XCTAssertEqual(local, CGPoint(x: 40, y: 16))
        let globalPad = Color.red.frame(width: 80, height: 32)
            .gesture(SpatialTapGesture(coordinateSpace: .global).onEnded { global = $0.location })
            .accessibilityIdentifier("pad").padding(10)
        host(globalPad, width: 200, height: 100).tap("pad")
        XCTAssertEqual(global, CGPoint(x: 50, y: 26))
    }

    /// GestureMask (Apple: `.subviews` "enable all gestures in the subview hierarchy but disable
    /// the added gesture"; `.gesture` the opposite; `.all` both, where the child's gesture wins).
    func testGestureMaskChoosesBetweenTheParentAndTheChild() {
        func tapChild(_ mask: GestureMask) -> [String] {
            var log: [String] = []
            let view = VStack {
                Text("Child").onTapGesture { log.append("child") }
            }
            .frame(width: 100, height: 40)
            .contentShape(Rectangle())
            .gesture(TapGesture().onEnded { log.append("parent") }, including: mask)
            host(view, width: 200, height: 100).tap("Child")
            return log
        }
        XCTAssertEqual(tapChild(.subviews), ["child"])
        XCTAssertEqual(tapChild(.gesture), ["parent"])
        XCTAssertEqual(tapChild(.all), ["child"])
        XCTAssertEqual(tapChild(GestureMask.none), [])
    }

    /// SequenceGesture: "the second gesture can only be recognized once the first has ended".
    /// A drag under a long press of 10 s never reaches the drag; under 0.05 s it does.
    func testSequenceGestureNeedsTheFirstToEnd() {
        func phases(pressing seconds: Double) -> [String] {
            var log: [String] = []
            let gesture = SequenceGesture(LongPressGesture(minimumDuration: seconds), DragGesture(minimumDistance: 0))
                .onChanged { (value: SequenceGesture<LongPressGesture, DragGesture>.Value) in
                    switch value {
                    case .first: if log.last != "first" { log.append("first") }
                    case .second(_, let drag): if drag != nil, log.last != "second" { log.append("second") }
                    }
                }
            let view = Color.red.frame(width: 80, height: 16).gesture(gesture).accessibilityIdentifier("pad")
            host(view, width: 80, height: 16).drag("pad", from: CGPoint(x: 0, y: 8), to: CGPoint(x: 8, y: 8))
            return log
        }
        XCTAssertEqual(phases(pressing: 10), ["first"])
        XCTAssertEqual(phases(pressing: 0.05), ["first", "second"])
    }

    /// ExclusiveGesture: the first gesture has priority; the second is recognised only when the
    /// first fails. Two quick taps are the double tap; one tap, after the 0.35 s that UIKit waits
    /// between taps, is the single one.
    func testExclusiveGesturePrefersTheFirst() {
        var log: [String] = []
        let gesture = ExclusiveGesture(TapGesture(count: 2), TapGesture())
            .onEnded { (value: ExclusiveGesture<TapGesture, TapGesture>.Value) in
                switch value {
                case .first: log.append("double")
                case .second: log.append("single")
                }
            }
        let host = host(Text("Photo").gesture(gesture), width: 80, height: 16)
        host.tap("Photo")
        host.tap("Photo")
        XCTAssertEqual(log, ["double"])
        host.advance(by: 1)
        host.tap("Photo")
        host.advance(by: 0.35)
        XCTAssertEqual(log, ["double", "single"])
    }
}
