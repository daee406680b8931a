import Foundation

/// What a laid-out view tree draws, in drawing order: fills, strokes and text, each with the
/// frame of the view that drew it, in the root view's coordinate space.
///
/// The terminal canvas turns it into cells; the grader compares two of them element by element.
package struct DisplayList {
    package private(set) var items: [DisplayItem] = []
    /// What applies to items added now: opacity, clipping and transforms of enclosing modifiers.
    var context = DrawingContext()

    package init() {}

    /// Adds `content` drawn in the current context; `shading` is the gradient a fill or stroke
    /// is painted with, if its style is one. Colour effects of enclosing modifiers change its colours now.
    mutating func append(_ content: DisplayItem.Content, frame: CGRect, shading: GradientShading? = nil) {
        guard context.opacity > 0 else { return }
        let colorEffects = context.effects.compactMap { effect -> ColorEffect? in
            if case .color(let colorEffect) = effect { colorEffect } else { nil }
        }
        // Innermost first: the modifier nearest the view changes its colours first.
        let recolor: (Color.Resolved) -> Color.Resolved = { color in
            colorEffects.reversed().reduce(color) { $1.applied(to: $0) }
        }
        items.append(DisplayItem(
            content: content.mapColor(recolor),
            frame: frame,
            transform: context.transform,
            clips: context.clips,
            opacity: context.opacity,
            identifier: context.identifier,
            shading: shading?.mapColors(recolor),
            effects: context.effects
        ))
    }

    /// Adds the shadow a style draws `item` (the last item) with: a drop shadow under it, an
    /// inner one over it.
    mutating func addShadow(_ style: ShadowStyle, of item: DisplayItem, environment: EnvironmentValues) {
        let shadow = style.shadowItem(of: item, in: environment)
        if style.kind == .drop {
            items.insert(shadow, at: items.count - 1)
        } else {
            items.append(shadow)
        }
    }

    /// Adds items drawn in another list (a shadow's copy, a mask's content) as they are.
    mutating func append(contentsOf drawn: [DisplayItem]) {
        items.append(contentsOf: drawn)
    }

    /// Draws `body` with `change` applied to the context, then restores it.
    mutating func withContext(_ change: (inout DrawingContext) -> Void, _ body: (inout DisplayList) -> Void) {
        let saved = context
        change(&context)
        body(&self)
        context = saved
    }
}

/// One drawn element.
package struct DisplayItem {
    package enum Content {
        /// A filled path, in root coordinates before `transform`.
        case fill(Path, Color.Resolved, FillStyle)
        /// A stroked path: its centre line, the colour and the stroke style.
        case stroke(Path, Color.Resolved, StrokeStyle)
        /// Laid-out text: its lines and where each starts.
        case text(TextDrawing, Color.Resolved)
        /// A picture stretched over the item's frame; the colour is a template image's, and
        /// plain text's for the box that stands for the picture.
        case image(ImageDrawing, Color.Resolved)
    }

    package var content: Content
    /// The layout frame of the view that drew the item, in root coordinates.
    package var frame: CGRect
    /// Rotation and scale effects applied when drawing, in root coordinates.
    package var transform: CGAffineTransform
    /// Paths (in root coordinates, transforms applied) that the item is clipped to.
    package var clips: [Path]
    package var opacity: Double
    /// The accessibility identifier of the nearest enclosing view that has one.
    package var identifier: String?
    /// The gradient a fill or stroke is painted with; its colour is then the gradient's middle.
    package var shading: GradientShading?
    /// The effects of enclosing modifiers, outermost first. Colour effects are already applied
    /// to `content`'s colour and `shading`; the others are drawn by the canvas.
    package var effects: [GraphicsEffect] = []
    /// Whether the item is a shadow of another (drawn under it as a soft, darker blend).
    package var isShadow = false

    /// How far the item is blurred, in points: the sum of the enclosing blurs' radii.
    package var blurRadius: CGFloat {
        effects.reduce(0) { total, effect in
            if case .blur(let radius, _) = effect { total + max(0, radius) } else { total }
        }
    }

    /// The blend mode of the innermost `blendMode` around the item.
    package var blendMode: BlendMode {
        for effect in effects.reversed() { if case .blendMode(let mode) = effect { return mode } }
        return .normal
    }

    /// The colour the item draws with: its fill's, stroke's or text's.
    package var color: Color.Resolved {
        switch content {
        case .fill(_, let color, _), .stroke(_, let color, _), .text(_, let color), .image(_, let color): color
        }
    }
}

extension DisplayItem.Content {
    /// The same drawing in the colour `change` makes of its colour.
    func mapColor(_ change: (Color.Resolved) -> Color.Resolved) -> DisplayItem.Content {
        switch self {
        case .fill(let path, let color, let style): .fill(path, change(color), style)
        case .stroke(let path, let color, let style): .stroke(path, change(color), style)
        case .text(let text, let color): .text(text, change(color))
        case .image(let picture, let color): .image(picture, change(color))
        }
    }
}

/// The state enclosing modifiers impose on drawing.
struct DrawingContext {
    var opacity: Double = 1
    var transform: CGAffineTransform = .identity
    var clips: [Path] = []
    var identifier: String?
    /// Effects of enclosing modifiers, outermost first.
    var effects: [GraphicsEffect] = []
}

/// Text as it is drawn: lines of characters, each starting at a point in root coordinates.
package struct TextDrawing: Equatable {
    package struct Line: Equatable {
        package var text: String
        /// The top-leading corner of the line.
        package var origin: CGPoint
    }

    package var lines: [Line]
    package var isBold: Bool
    package var isItalic: Bool
    package var isUnderlined = false
    package var isStrikethrough = false

    /// The whole text as drawn, lines joined by newlines.
    package var string: String { lines.map(\.text).joined(separator: "\n") }
}
