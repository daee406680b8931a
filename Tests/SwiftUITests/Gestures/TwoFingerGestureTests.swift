import Foundation
import XCTest
@testable import SwiftUI

/// Pinch and turn gestures (`MagnifyGesture`, `RotateGesture` of iOS 17 and the older
/// `MagnificationGesture`, `RotationGesture`) take two fingers; a terminal has one pointer. Zoom
/// code from tutorials compiles, a one-pointer touch fails them, and the gestures they are
/// combined with go on as without them ("If one gesture fails, the other can still succeed":
/// Apple, `simultaneously(with:)`).
final class TwoFingerGestureTests: XCTestCase {
    private struct Zoomable: View {
        @State var scale: CGFloat = 1
        @State var angle = Angle.zero
        @State var taps = 0
        var body: some View {
            Text("Photo \(taps) \(Int(scale * 100))% \(Int(angle.degrees))°")
                .gesture(MagnifyGesture().onChanged { scale = $0.magnification })
                .gesture(RotateGesture().onChanged { angle = $0.rotation })
                .simultaneousGesture(MagnificationGesture().onChanged { scale = $0 }.simultaneously(with: RotationGesture()))
                .simultaneousGesture(TapGesture().onEnded { taps += 1 })
        }
    }

    func testAOnePointerTouchNeverPinchesOrTurnsAndATapStillCounts() {
        let host = host(Zoomable(), width: 320, height: 16)
        XCTAssertTrue(host.tap("Photo 0 100% 0°"))
        XCTAssertEqual(host.render(), "Photo 1 100% 0°")
        XCTAssertTrue(host.drag("Photo 1 100% 0°", from: CGPoint(x: 0, y: 8), to: CGPoint(x: 40, y: 8)))
        XCTAssertEqual(host.render(), "Photo 1 100% 0°")
    }
}
