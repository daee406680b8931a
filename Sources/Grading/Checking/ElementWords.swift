import Foundation
import ScenarioRecords

/// Drawn elements in plain words, for reports: `the text "World"`, `the red fill`.
extension DrawnElement {
    /// `the text "World"`, `the image "photo"`, `the red fill`, `the #3A7BFF stroke`.
    var definiteName: String {
        kind == .text || kind == .image ? "the \(kind.rawValue) \"\(text ?? "")\"" : "the \(colorWords) \(kind.rawValue)"
    }

    /// `the text "0"`, `the image "photo"`, `a red fill`.
    var indefiniteName: String {
        kind == .text || kind == .image ? "the \(kind.rawValue) \"\(text ?? "")\"" : "a \(colorWords) \(kind.rawValue)"
    }

    /// `red`, `#3A7BFF`, `#3A7BFF at 50% opacity`.
    var colorWords: String {
        if let colorName { return colorName }
        func byte(_ value: Double) -> String { String(format: "%02X", Int((min(max(value, 0), 1) * 255).rounded())) }
        let hex = "#" + byte(color.red) + byte(color.green) + byte(color.blue)
        return color.alpha < 1 ? hex + " at \(Int((color.alpha * 100).rounded()))% opacity" : hex
    }
}

extension DrawnElement.Box {
    /// `(72, 10)`.
    var originWords: String { "(\(x.pointsText), \(y.pointsText))" }
    /// `30×16`.
    var sizeWords: String { "\(width.pointsText)×\(height.pointsText)" }
    /// `at (72, 10), 30×16`.
    var placeWords: String { "at \(originWords), \(sizeWords)" }
}
