import Foundation
import XCTest
@testable import SwiftUI

/// The part of `value` that `animation` has covered at `time`, from a fresh context.
func covered(_ animation: Animation, of value: Double = 1, at time: TimeInterval) -> Double? {
    var context = AnimationContext<Double>()
    return animation.animate(value: value, time: time, context: &context)
}

/// Samples `animation` every `step` seconds from 0 while it runs (up to `limit` seconds).
func trace(_ animation: Animation, of value: Double = 1, step: TimeInterval = 0.005, limit: TimeInterval = 60) -> [Double] {
    var context = AnimationContext<Double>()
    var samples: [Double] = []
    var time = 0.0
    while time < limit, let part = animation.animate(value: value, time: time, context: &context) {
        samples.append(part)
        time += step
    }
    return samples
}

/// Asserts that `actual` is a number within `accuracy` of `expected`.
func assertClose(_ actual: Double?, _ expected: Double, accuracy: Double = 1e-6, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    guard let actual else { return XCTFail("finished (nil) where \(expected) was expected. \(message)", file: file, line: line) }
    XCTAssertEqual(actual, expected, accuracy: accuracy, message, file: file, line: line)
}
