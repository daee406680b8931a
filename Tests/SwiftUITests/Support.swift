import Foundation
import XCTest
@testable import SwiftUI

/// Lays `view` out for a proposal and returns the host, to read sizes and frames.
func host<V: View>(_ view: V, width: CGFloat?, height: CGFloat?) -> TerminalHost {
    TerminalHost(rootView: view, proposal: ProposedViewSize(width: width, height: height))
}

/// Asserts a frame within 0.01 pt, with a readable message.
func assertFrame(_ frame: CGRect?, _ expected: CGRect, file: StaticString = #filePath, line: UInt = #line) {
    guard let frame else { return XCTFail("no view has that identifier", file: file, line: line) }
    let close = abs(frame.minX - expected.minX) < 0.01 && abs(frame.minY - expected.minY) < 0.01
        && abs(frame.width - expected.width) < 0.01 && abs(frame.height - expected.height) < 0.01
    XCTAssertTrue(close, "frame \(frame) is not \(expected)", file: file, line: line)
}

/// Collects runtime warnings while `body` runs.
func collectingWarnings(_ body: () -> Void) -> [String] {
    var warnings: [String] = []
    let previous = RuntimeWarning.handler
    RuntimeWarning.handler = { warnings.append($0) }
    defer { RuntimeWarning.handler = previous }
    body()
    return warnings
}
