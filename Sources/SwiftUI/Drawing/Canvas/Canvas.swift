import Foundation

/// A view that draws with immediate-mode commands: `Canvas { context, size in … }`. It takes
/// the size it is offered (10 points for an unspecified dimension, like a shape) and runs its
/// renderer each time it is drawn.
public struct Canvas<Symbols: View>: _PrimitiveView {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(node: ViewNode(CanvasBehavior(renderer: view.renderer), inputs: inputs))
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`, given a graphics context and the canvas's size. The
    /// options are accepted; a terminal draws the same cells with any of them.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.renderer = renderer
    }
}

/// Sizes a canvas like a shape and records what its renderer draws.
struct CanvasBehavior: NodeBehavior {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    var traceLabel: String { "Canvas" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let frame = node.presentedFrame
        let recording = GraphicsContext.Recording(list: list, frame: frame)
        var context = GraphicsContext(recording: recording, environment: node.environment)
        context.transform = CGAffineTransform(translationX: frame.minX, y: frame.minY)
        renderer(&context, frame.size)
        list = recording.list
    }
}
