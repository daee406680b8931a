import Foundation
import XCTest
@testable import SwiftUI

/// `PasteButton(payloadType:onPaste:)` (iOS 16): its label is "Paste" with the clipboard symbol,
/// and Apple's documentation says it "automatically validates and enables itself when the
/// pasteboard contains items that match" the type. A sandboxed program has no pasteboard, so it
/// stays disabled and `onPaste` never runs.
final class PasteButtonTests: XCTestCase {
    func testThePasteButtonIsDrawnWithItsSymbolAndStaysDisabled() {
        final class Pasted { var strings: [String] = [] }
        let pasted = Pasted()
        let host = TerminalHost(rootView: PasteButton(payloadType: String.self) { pasted.strings += $0 },
                                proposal: ProposedViewSize(width: 160, height: nil))
        let line = host.renderedLines.first?.trimmingCharacters(in: .whitespaces) ?? ""
        XCTAssertTrue(line.hasPrefix("⧉") && line.hasSuffix("Paste"), line)
        let warnings = collectingWarnings { XCTAssertFalse(host.tap("Paste")) }
        XCTAssertEqual(warnings.count, 1, "\(warnings)")
        XCTAssertEqual(pasted.strings, [])
    }
}
