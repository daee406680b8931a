import Foundation
import XCTest
@testable import SwiftUI

/// A text item of a display list: what it draws, in which style.
struct DrawnText {
    var drawing: TextDrawing
    var color: Color.Resolved

    /// Each line's text with its origin, as `"text @ x,y"`, for compact assertions.
    var placedLines: [String] {
        drawing.lines.map { "\($0.text) @ \($0.origin.x.pointDescription),\($0.origin.y.pointDescription)" }
    }
}

extension TerminalHost {
    /// The text items of the display list, in drawing order.
    var drawnTexts: [DrawnText] {
        displayList.items.compactMap { item in
            guard case .text(let drawing, let color) = item.content else { return nil }
            return DrawnText(drawing: drawing, color: color)
        }
    }

    /// The text of the only text item drawn, lines joined by newlines.
    var drawnString: String? {
        let texts = drawnTexts
        XCTAssertEqual(texts.count, 1, "expected exactly one text item")
        return texts.first?.drawing.string
    }
}

/// The resolved colour of `color`, as drawing reports it.
func resolved(_ color: Color) -> Color.Resolved {
    color.resolve(in: EnvironmentValues())
}
