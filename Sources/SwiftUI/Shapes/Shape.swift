import Foundation

/// A 2D shape that you can draw as a view.
///
/// A shape takes the size proposed to it (10 for an unspecified dimension) and draws
/// `path(in:)` for that rectangle: Rectangle fills it, Circle fits itself inside it.
/// As in SwiftUI, a shape drawn as a view is asked for its path in its own coordinate space:
/// `rect` starts at (0, 0), so `path(in:)` may draw from `.zero` rather than `rect.origin`.
public protocol Shape: Animatable, View {
    /// The outline of the shape in `rect`.
    func path(in rect: CGRect) -> Path
    /// The size the shape chooses for `proposal`; by default the proposal, with 10 for `nil`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

/// A shape that draws otherwise than by filling its path: stroked, trimmed or transformed
/// shapes and the shapes they wrap. The runtime's own, since what a shape adds to the display
/// list is learn's, not SwiftUI's API.
package protocol ShapeDrawing: Shape {
    /// What drawing the shape in `rect` with `color` adds.
    func _drawing(in rect: CGRect, color: Color.Resolved) -> DisplayItem.Content
}

extension Shape {
    /// The proposal, with 10 points for an unspecified dimension: a shape takes the space it is offered.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// What drawing the shape in `rect` with `color` adds: a fill, unless it draws otherwise
    /// (``ShapeDrawing``: a stroke for stroked shapes).
    package func drawnContent(in rect: CGRect, color: Color.Resolved) -> DisplayItem.Content {
        (self as? any ShapeDrawing)?._drawing(in: rect, color: color) ?? .fill(path(in: rect), color, FillStyle())
    }

    /// A shape drawn as a view is filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle())
    }

    /// Fills the shape with a colour or style.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }
}

/// A shape drawn with a style: the view that `fill(_:)` and a bare shape produce.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: _PrimitiveView {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle

    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(node: ViewNode(ShapeBehavior(shape: view.shape, style: view.style, fillStyle: view.fillStyle, label: shapeLabel(view.shape)), inputs: inputs))
    }
}

/// How the layout trace names a shape: its type, or what a wrapping shape describes itself as.
func shapeLabel(_ shape: some Shape) -> String {
    if let described = shape as? any DescribedShape { return described.shapeDescription }
    return String(describing: type(of: shape)).replacingOccurrences(of: "SwiftUI.", with: "")
}

/// A shape that wraps another (stroked, trimmed, inset) and names itself after it in the trace,
/// e.g. `Circle.stroke(lineWidth: 2)` rather than `_StrokedShape<Circle>`.
protocol DescribedShape {
    var shapeDescription: String { get }
}

/// Sizes a shape by the proposal and draws its path in the frame it is given. The shape's
/// `animatableData` and its colour animate.
struct ShapeBehavior<S: Shape, Style: ShapeStyle>: AnimatableBehavior {
    var shape: S
    let style: Style
    let fillStyle: FillStyle
    let label: String
    /// The colour shown while a change of colour animates.
    var presentedColor: Color.Resolved?

    var traceLabel: String { label }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let modelColor = style._resolveColor(in: node.environment)
        let color = presentedColor ?? modelColor
        let frame = node.presentedFrame
        var content = shape.drawnContent(in: CGRect(origin: .zero, size: frame.size), color: color)
            .mapPaths { $0.offsetBy(dx: frame.minX, dy: frame.minY) }
        if case .fill(let path, let color, _) = content {
            content = .fill(path, color, fillStyle)
        }
        // While a change of colour animates, the colour shown is drawn flat.
        let shading = color == modelColor ? style.resolvedShading(in: node.environment, bounds: frame) : nil
        let count = list.items.count
        list.append(content, frame: frame, shading: shading)
        if let shadow = style._resolveShadow(in: node.environment), list.items.count > count, let item = list.items.last {
            list.addShadow(shadow, of: item, environment: node.environment)
        }
    }
}

extension ShapeBehavior {
    func animatableData(in environment: EnvironmentValues) -> AnimatablePair<S.AnimatableData, Color.Resolved.AnimatableData> {
        AnimatablePair(shape.animatableData, style._resolveColor(in: environment).animatableData)
    }

    func presenting(_ data: AnimatablePair<S.AnimatableData, Color.Resolved.AnimatableData>) -> Self {
        var presented = self
        presented.shape.animatableData = data.first
        presented.presentedColor = Color.Resolved(animatableData: data.second)
        return presented
    }
}

extension DisplayItem.Content {
    /// The same drawing with its path replaced by `change(path)`; text and pictures are left as they are.
    func mapPaths(_ change: (Path) -> Path) -> DisplayItem.Content {
        switch self {
        case .fill(let path, let color, let style): .fill(change(path), color, style)
        case .stroke(let path, let color, let style): .stroke(change(path), color, style)
        case .text, .image: self
        }
    }
}

extension Color: _PrimitiveView {
    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(node: ViewNode(ShapeBehavior(shape: Rectangle(), style: view, fillStyle: FillStyle(), label: "Color.\(view)"), inputs: inputs))
    }
}
