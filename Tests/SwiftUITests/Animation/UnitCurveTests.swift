import Foundation
import XCTest
@testable import SwiftUI

/// `UnitCurve` (iOS 17). Control points from Apple's documentation: `UnitCurve.easeIn` "(x: 0.42,
/// y: 0) and (x: 1, y: 1)", `easeOut` "(x: 0, y: 0) and (x: 0.58, y: 1)", `easeInOut` "(x: 0.42,
/// y: 0) and (x: 0.58, y: 1)" — CSS's ease-in, ease-out and ease-in-out.
///
/// Expected Bézier values are derived by hand from the parametric form
/// B(t) = 3(1−t)²t·P1 + 3(1−t)t²·P2 + t³: at a chosen t, the curve passes through (x(t), y(t)), so
/// `value(at: x(t))` must be y(t). This checks the solve for x without using it.
final class UnitCurveTests: XCTestCase {
    func testLinearIsTheIdentityWithVelocityOne() {
        // Apple: "the output progress is always equal to the input progress, and the velocity is
        // always equal to 1.0".
        for x in [0, 0.1, 0.37, 0.5, 0.99, 1] {
            XCTAssertEqual(UnitCurve.linear.value(at: x), x, accuracy: 1e-12)
            XCTAssertEqual(UnitCurve.linear.velocity(at: x), 1, accuracy: 1e-12)
        }
    }

    func testEaseInOutIsSymmetricAboutItsMiddle() {
        // Its control points (0.42, 0) and (0.58, 1) are symmetric about (0.5, 0.5).
        XCTAssertEqual(UnitCurve.easeInOut.value(at: 0.5), 0.5, accuracy: 1e-9)
        for x in [0.1, 0.2, 0.3, 0.45] {
            XCTAssertEqual(UnitCurve.easeInOut.value(at: x) + UnitCurve.easeInOut.value(at: 1 - x), 1, accuracy: 1e-9)
        }
    }

    func testEaseInPassesThroughItsParametricPoint() {
        // t = 0.5: x = 3·0.25·0.5·0.42 + 3·0.5·0.25·1 + 0.125 = 0.1575 + 0.375 + 0.125 = 0.6575;
        //          y = 3·0.25·0.5·0   + 3·0.5·0.25·1 + 0.125 = 0.5.
        XCTAssertEqual(UnitCurve.easeIn.value(at: 0.6575), 0.5, accuracy: 1e-9)
    }

    func testEaseOutPassesThroughItsParametricPoint() {
        // t = 0.5: x = 0 + 3·0.5·0.25·0.58 + 0.125 = 0.3425; y = 0 + 0.375 + 0.125 = 0.5.
        XCTAssertEqual(UnitCurve.easeOut.value(at: 0.3425), 0.5, accuracy: 1e-9)
    }

    func testEaseInOutPassesThroughItsParametricPoint() {
        // t = 0.25: x = 3·0.5625·0.25·0.42 + 3·0.75·0.0625·0.58 + 0.015625 = 0.274375;
        //           y = 0 + 3·0.75·0.0625·1 + 0.015625 = 0.15625.
        XCTAssertEqual(UnitCurve.easeInOut.value(at: 0.274375), 0.15625, accuracy: 1e-9)
    }

    func testTheEasingCurvesStartSlowOrFastAsNamed() {
        // Below the diagonal early for ease-in, above it for ease-out.
        XCTAssertLessThan(UnitCurve.easeIn.value(at: 0.25), 0.25)
        XCTAssertGreaterThan(UnitCurve.easeOut.value(at: 0.25), 0.25)
        XCTAssertLessThan(UnitCurve.easeInOut.value(at: 0.25), 0.25)
        XCTAssertGreaterThan(UnitCurve.easeInOut.value(at: 0.75), 0.75)
    }

    func testBezierVelocityIsDyOverDx() {
        // easeIn at t = 0.5: x′ = 3(1−t)²·0.42 + 6(1−t)t·(1 − 0.42) + 3t²·(1 − 1) = 0.315 + 0.87 = 1.185,
        // y′ = 3(1−t)²·0 + 6(1−t)t·(1 − 0) + 3t²·(1 − 1) = 1.5; dy/dx = 1.5 / 1.185.
        XCTAssertEqual(UnitCurve.easeIn.velocity(at: 0.6575), 1.5 / 1.185, accuracy: 1e-6)
        // easeOut at its start: P1 = (0, 0), so x ≈ 3·0.58·t² and y ≈ 3·1·t², whose ratio is 1/0.58.
        XCTAssertEqual(UnitCurve.easeOut.velocity(at: 0), 1 / 0.58, accuracy: 1e-6)
        // easeInOut is flat at both ends (both control points on the horizontal lines y = 0, y = 1).
        XCTAssertEqual(UnitCurve.easeInOut.velocity(at: 0), 0, accuracy: 1e-9)
        XCTAssertEqual(UnitCurve.easeInOut.velocity(at: 1), 0, accuracy: 1e-9)
    }

    func testEndPointsAndClamping() {
        // Apple: "The provided value is clamped to the range [0,1]".
        for curve in [UnitCurve.easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut] {
            XCTAssertEqual(curve.value(at: 0), 0, accuracy: 1e-12)
            XCTAssertEqual(curve.value(at: 1), 1, accuracy: 1e-12)
            XCTAssertEqual(curve.value(at: -3), 0, accuracy: 1e-12)
            XCTAssertEqual(curve.value(at: 7), 1, accuracy: 1e-12)
            XCTAssertEqual(curve.value(at: .nan), 0, "a progress that is not a number is the start")
        }
    }

    func testControlPointXIsClampedToTheUnitRange() {
        // Apple: "The x components of the control points are clamped to the range [0,1]".
        let wild = UnitCurve.bezier(startControlPoint: UnitPoint(x: -2, y: 0), endControlPoint: UnitPoint(x: 5, y: 1))
        let clamped = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
        for x in [0.1, 0.3, 0.5, 0.8] {
            XCTAssertEqual(wild.value(at: x), clamped.value(at: x), accuracy: 1e-9)
        }
    }

    func testInverseSwapsXAndY() {
        // Apple: "Returns a copy of the curve with its x and y components swapped."
        // easeIn passes through (0.6575, 0.5), so its inverse passes through (0.5, 0.6575).
        XCTAssertEqual(UnitCurve.easeIn.inverse.value(at: 0.5), 0.6575, accuracy: 1e-9)
        XCTAssertEqual(UnitCurve.easeIn.inverse, .bezier(startControlPoint: UnitPoint(x: 0, y: 0.42), endControlPoint: UnitPoint(x: 1, y: 1)))
        for curve in [UnitCurve.easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut] {
            for x in [0.1, 0.3, 0.6, 0.9] {
                XCTAssertEqual(curve.inverse.value(at: curve.value(at: x)), x, accuracy: 1e-6, "\(curve) at \(x)")
            }
        }
        XCTAssertEqual(UnitCurve.linear.inverse, .linear)
        XCTAssertEqual(UnitCurve.circularEaseIn.inverse, .circularEaseOut)
        XCTAssertEqual(UnitCurve.circularEaseInOut.inverse.inverse, .circularEaseInOut)
    }

    func testCircularCurvesAreQuadrantsOfACircle() {
        // Apple: circularEaseIn is "the fourth (bottom right) quadrant of a unit circle":
        // y = 1 − √(1 − x²); at x = 0.6, 1 − √0.64 = 0.2.
        XCTAssertEqual(UnitCurve.circularEaseIn.value(at: 0.6), 0.2, accuracy: 1e-12)
        // circularEaseOut, "the second (top left) quadrant": y = √(1 − (1 − x)²); at 0.4, √0.64 = 0.8.
        XCTAssertEqual(UnitCurve.circularEaseOut.value(at: 0.4), 0.8, accuracy: 1e-12)
        // circularEaseInOut, "a piecewise combination" of the two at half scale:
        // at 0.3, ½(1 − √(1 − 0.36)) = 0.1; at 0.7, ½(√(1 − 0.36) + 1) = 0.9.
        XCTAssertEqual(UnitCurve.circularEaseInOut.value(at: 0.3), 0.1, accuracy: 1e-12)
        XCTAssertEqual(UnitCurve.circularEaseInOut.value(at: 0.7), 0.9, accuracy: 1e-12)
        // Slope of y = 1 − √(1 − x²) is x / √(1 − x²): 0.6 / 0.8 = 0.75.
        XCTAssertEqual(UnitCurve.circularEaseIn.velocity(at: 0.6), 0.75, accuracy: 1e-12)
    }

    func testEqualityAndHashing() {
        XCTAssertEqual(UnitCurve.easeInOut, .easeInEaseOut)
        XCTAssertNotEqual(UnitCurve.easeIn, .easeOut)
        XCTAssertNotEqual(UnitCurve.linear, .easeIn)
        XCTAssertEqual(Set([UnitCurve.easeInOut, .easeInEaseOut, .linear]).count, 2)
    }
}
