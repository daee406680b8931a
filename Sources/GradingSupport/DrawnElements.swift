import Foundation
import ScenarioRecords
import SwiftUI

extension DisplayList {
    /// What the list visibly draws, in drawing order, for comparing drawings: invisible items
    /// (fully transparent, clipped away, empty text, fills without area) are left out, so that
    /// a solution is not told apart by how it avoids drawing something.
    func drawnElements(colorScheme: ColorScheme) -> [DrawnElement] {
        let names = SystemColorNames(colorScheme: colorScheme)
        return items.compactMap { DrawnElement($0, names: names) }
    }
}

extension DrawnElement {
    init?(_ item: DisplayItem, names: SystemColorNames) {
        let kind: Kind
        var bounds: CGRect
        let resolved: Color.Resolved
        var text: String?
        switch item.content {
        case .fill(let path, let color, _):
            kind = .fill
            bounds = path.applying(item.transform).boundingRect
            resolved = color
        case .stroke(let path, let color, let style):
            kind = .stroke
            // A stroke paints half its width on each side of its path.
            let scale = abs(item.transform.a * item.transform.d - item.transform.b * item.transform.c).squareRoot()
            let half = style.lineWidth / 2 * scale
            bounds = path.applying(item.transform).boundingRect.insetBy(dx: -half, dy: -half)
            resolved = color
        case .text(let drawing, let color):
            kind = .text
            bounds = item.frame.applying(item.transform)
            resolved = color
            text = drawing.string
            guard !drawing.string.allSatisfy(\.isWhitespace) else { return nil }
        case .image(let picture, let color):
            // A picture compares by its name and frame: the same file drawn in the same place.
            kind = .image
            bounds = item.frame.applying(item.transform)
            resolved = color
            text = picture.name
        }
        for clip in item.clips {
            bounds = bounds.intersection(clip.boundingRect)
        }
        guard !bounds.isNull, !bounds.isInfinite else { return nil }
        if kind == .fill, bounds.width <= 0 || bounds.height <= 0 { return nil }

        var drawn = resolved
        drawn.opacity *= Float(item.opacity)
        guard drawn.opacity > 0 else { return nil }
        self.init(
            kind: kind,
            frame: Box(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height),
            color: RGBA(red: Double(drawn.red), green: Double(drawn.green), blue: Double(drawn.blue), alpha: Double(drawn.opacity)),
            colorName: names.name(of: drawn),
            text: text
        )
    }
}
