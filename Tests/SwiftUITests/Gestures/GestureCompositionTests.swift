import Foundation
import XCTest
@testable import SwiftUI

/// Composed gestures, as Apple's "Composing SwiftUI gestures" describes them.
final class GestureCompositionTests: XCTestCase {
    func testALongPressSequencedBeforeADragDragsOnlyAfterThePress() {
        // "The second gesture can only be recognized once the first has ended."
        var values: [String] = []
        let gesture = LongPressGesture(minimumDuration: 0.05).sequenced(before: DragGesture(minimumDistance: 0))
            .onChanged { value in
                switch value {
                case .first: values.append("pressing")
                case .second(_, let drag): values.append(drag == nil ? "pressed" : "dragging")
                }
            }
        let view = Color.red.frame(width: 80, height: 16).gesture(gesture).accessibilityIdentifier("pad")
        XCTAssertTrue(host(view, width: 80, height: 16).drag("pad", from: CGPoint(x: 0, y: 8), to: CGPoint(x: 8, y: 8)))
        XCTAssertEqual(values.first, "pressing")
        XCTAssertTrue(values.contains("dragging"), "\(values)")
        XCTAssertEqual(Array(values.drop { $0 == "pressing" }.drop { $0 == "pressed" }).allSatisfy { $0 == "dragging" }, true)
    }

    func testAnExclusiveGestureFallsBackToTheSecondWhenTheFirstFails() {
        var log: [String] = []
        let gesture = TapGesture(count: 2).map { "double" }.exclusively(before: TapGesture().map { "single" })
            .onEnded { value in
                switch value {
                case .first(let name), .second(let name): log.append(name)
                }
            }
        let host = host(Text("Photo").gesture(gesture), width: 80, height: 16)
        XCTAssertTrue(host.tap("Photo"))
        // The first fails when no second tap has come within UIKit's 0.35 s between taps.
        XCTAssertEqual(log, [])
        host.advance(by: 0.35)
        XCTAssertEqual(log, ["single"])
    }

    func testSimultaneousGesturesBothReport() {
        var value: SimultaneousGesture<LongPressGesture, DragGesture>.Value?
        let gesture = LongPressGesture(minimumDuration: 1).simultaneously(with: DragGesture()).onChanged { value = $0 }
        let view = Color.red.frame(width: 80, height: 16).gesture(gesture).accessibilityIdentifier("pad")
        XCTAssertTrue(host(view, width: 80, height: 16).drag("pad", from: CGPoint(x: 0, y: 8), to: CGPoint(x: 5, y: 8)))
        // The drag of 5 points stays within the long press's 10 points and below the drag's minimum.
        XCTAssertEqual(value?.first, true)
        XCTAssertNil(value?.second)
    }

    /// A gesture of one's own, made of others in its body.
    struct SwipeRight: Gesture {
        var body: _MapGesture<DragGesture, Bool> { DragGesture().map { $0.translation.width > 0 } }
    }

    func testACustomGestureRunsItsBody() {
        var right: Bool?
        let view = Color.red.frame(width: 80, height: 16).gesture(SwipeRight().onEnded { right = $0 }).accessibilityIdentifier("pad")
        XCTAssertTrue(host(view, width: 80, height: 16).drag("pad", from: CGPoint(x: 10, y: 8), to: CGPoint(x: 70, y: 8)))
        XCTAssertEqual(right, true)
    }
}
