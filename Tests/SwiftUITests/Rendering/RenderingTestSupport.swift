import Foundation
@testable import SwiftUI
import TerminalSupport

/// `view` hosted with a proposal and drawn as terminal text.
func renderedText<V: View>(_ view: V, width: CGFloat?, height: CGFloat?, colors: ColorDepth = .none) -> String {
    TerminalHost(rootView: view, proposal: ProposedViewSize(width: width, height: height)).render(colors: colors)
}

/// The display list that `build` makes, drawn on a canvas of `size`.
func canvasText(size: CGSize, colors: ColorDepth = .none, _ build: (inout DisplayList) -> Void) -> String {
    var list = DisplayList()
    build(&list)
    return TerminalCanvas(area: CGRect(origin: .zero, size: size), displayList: list).text(colors: colors)
}

extension DisplayList {
    /// Adds one line of black text starting at `origin`.
    mutating func appendText(_ text: String, at origin: CGPoint) {
        let drawing = TextDrawing(lines: [TextDrawing.Line(text: text, origin: origin)], isBold: false, isItalic: false)
        append(.text(drawing, Color.black.resolve(in: EnvironmentValues())), frame: CGRect(origin: origin, size: .zero))
    }

    /// Adds a fill of `rect` in `color`.
    mutating func appendFill(_ rect: CGRect, _ color: Color = .black) {
        append(.fill(Path(rect), color.resolve(in: EnvironmentValues()), FillStyle()), frame: rect)
    }

    /// Adds a stroke of `path`.
    mutating func appendStroke(_ path: Path, lineWidth: CGFloat = 1) {
        append(.stroke(path, Color.black.resolve(in: EnvironmentValues()), StrokeStyle(lineWidth: lineWidth)), frame: path.boundingRect)
    }
}

/// A straight line between two points.
func line(from start: CGPoint, to end: CGPoint) -> Path {
    var path = Path()
    path.addLines([start, end])
    return path
}
