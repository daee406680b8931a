import Foundation
import XCTest
@testable import SwiftUI

/// `transformEffect(_:)`, `projectionEffect(_:)` and `rotation3DEffect` (drawn without perspective).
final class ProjectionEffectTests: XCTestCase {
    private func transform<V: View>(_ view: V) -> CGAffineTransform? {
        host(view, width: 200, height: 100).displayList.items.first?.transform
    }

    /// Apple's docs for `transformEffect(_:)`: an affine transformation of the view's rendered
    /// output, in its own coordinates, so the top-leading corner is the origin: a translation by
    /// (16, 8) moves the corner (0, 0) to (16, 8), and scaling by 2 keeps it and doubles the
    /// far corner (40, 16) to (80, 32). The frame is unchanged.
    func testTransformEffectIsFromTheTopLeadingCorner() {
        let box = Color.red.frame(width: 40, height: 16)
        let moved = transform(box.transformEffect(CGAffineTransform(translationX: 16, y: 8)))
        XCTAssertEqual(CGPoint.zero.applying(moved ?? .identity), CGPoint(x: 16, y: 8))
        let scaled = transform(box.transformEffect(CGAffineTransform(scaleX: 2, y: 2))) ?? .identity
        XCTAssertEqual(CGPoint.zero.applying(scaled), .zero)
        XCTAssertEqual(CGPoint(x: 40, y: 16).applying(scaled), CGPoint(x: 80, y: 32))
        XCTAssertEqual(host(box.transformEffect(CGAffineTransform(scaleX: 2, y: 2)), width: 200, height: 100).size, CGSize(width: 40, height: 16))
    }

    /// `projectionEffect(_:)` draws the transform's affine part (m31, m32 translate).
    func testProjectionEffectDrawsItsAffinePart() {
        var projection = ProjectionTransform()
        projection.m31 = 8
        projection.m32 = 16
        projection.m13 = 0.001  // perspective: not drawn
        let moved = transform(Color.red.frame(width: 40, height: 16).projectionEffect(projection))
        XCTAssertEqual(CGPoint.zero.applying(moved ?? .identity), CGPoint(x: 8, y: 16))
    }

    /// Apple's docs for `rotation3DEffect`: the view rotates around the axis through the anchor.
    /// Seen straight on (no perspective), a turn of 60° around y narrows the view to cos 60° =
    /// half its width about its centre: the 40-wide view's leading edge (0, 8) is drawn at (10, 8).
    /// Around z it is `rotationEffect`: the corner (0, 0) of a 40×16 view turned 90° about the
    /// centre (20, 8) goes to (28, -12).
    func testRotation3DEffectIsTheRotatedPlaneSeenStraightOn() {
        let box = Color.red.frame(width: 40, height: 16)
        let flipped = transform(box.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))) ?? .identity
        let edge = CGPoint(x: 0, y: 8).applying(flipped)
        XCTAssertEqual(edge.x, 10, accuracy: 1e-6)
        XCTAssertEqual(edge.y, 8, accuracy: 1e-6)
        let turned = transform(box.rotation3DEffect(.degrees(90), axis: (x: 0, y: 0, z: 1))) ?? .identity
        let reference = transform(box.rotationEffect(.degrees(90))) ?? .identity
        let corner = CGPoint.zero.applying(turned)
        XCTAssertEqual(corner.x, CGPoint.zero.applying(reference).x, accuracy: 1e-6)
        XCTAssertEqual(corner.y, CGPoint.zero.applying(reference).y, accuracy: 1e-6)
        XCTAssertEqual(corner.x, 28, accuracy: 1e-6)
        XCTAssertEqual(corner.y, -12, accuracy: 1e-6)
    }

    /// A flip of 180° around y mirrors the view: its leading edge is drawn at its trailing edge.
    func testHalfTurnAroundYMirrors() {
        let flipped = transform(Color.red.frame(width: 40, height: 16).rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))) ?? .identity
        XCTAssertEqual(CGPoint(x: 0, y: 0).applying(flipped).x, 40, accuracy: 1e-6)
    }
}
