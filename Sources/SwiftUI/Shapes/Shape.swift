import Foundation

/// A 2D shape that you can draw as a view.
///
/// A shape takes the size proposed to it (10 for an unspecified dimension) and draws
/// `path(in:)` for that rectangle: Rectangle fills it, Circle fits itself inside it.
public protocol Shape: View {
    /// The outline of the shape in `rect`.
    func path(in rect: CGRect) -> Path
    /// The size the shape chooses for `proposal`; by default the proposal, with 10 for `nil`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// What drawing the shape in `rect` with `color` adds: a fill by default, a stroke for stroked shapes.
    func _drawing(in rect: CGRect, color: Color.Resolved) -> DisplayItem.Content
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public func _drawing(in rect: CGRect, color: Color.Resolved) -> DisplayItem.Content {
        .fill(path(in: rect), color, FillStyle())
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
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
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

func shapeLabel(_ shape: some Shape) -> String {
    String(describing: type(of: shape)).replacingOccurrences(of: "SwiftUI.", with: "")
}

/// Sizes a shape by the proposal and draws its path in the frame it is given.
struct ShapeBehavior<S: Shape, Style: ShapeStyle>: NodeBehavior {
    let shape: S
    let style: Style
    let fillStyle: FillStyle
    let label: String

    var traceLabel: String { label }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let color = style._resolveColor(in: node.environment)
        var content = shape._drawing(in: node.frame, color: color)
        if case .fill(let path, let color, _) = content {
            content = .fill(path, color, fillStyle)
        }
        list.append(content, frame: node.frame)
    }
}

/// A rectangle that fills the frame it is given.
public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Color: View {
    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(node: ViewNode(ShapeBehavior(shape: Rectangle(), style: view, fillStyle: FillStyle(), label: "Color.\(view)"), inputs: inputs))
    }
}
