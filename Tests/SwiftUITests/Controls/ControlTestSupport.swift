import Foundation
import XCTest
@testable import SwiftUI

extension TerminalHost {
    /// The colour the first drawn text reading exactly `string` was drawn in.
    func color(ofText string: String, file: StaticString = #filePath, line: UInt = #line) -> Color.Resolved? {
        let color = drawnTexts.first { $0.drawing.string == string }?.color
        if color == nil { XCTFail("nothing drew \"\(string)\"", file: file, line: line) }
        return color
    }

    /// The rendered lines with trailing spaces removed, for golden pictures.
    var renderedLines: [String] {
        render().split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop(while: { $0 == " " }).reversed())
        }
    }
}

/// Collects events from a view's callbacks.
final class EditLog {
    var events: [String] = []
}
