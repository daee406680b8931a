import Foundation

/// Effects that change how a view is drawn, not its layout, made from the view's geometry:
/// what `visualEffect(_:)` applies (iOS 17). Made from an `EmptyVisualEffect` with the effect
/// methods below (`offset`, `scaleEffect`, `rotationEffect`, `opacity`).
public protocol VisualEffect {}

/// One step of a visual effect: a transform made from the view's frame, or an opacity.
package enum _VisualEffectStep {
    case transform((CGRect) -> CGAffineTransform)
    case opacity(Double)
}

/// The effects of a visual effect so far; the runtime's own.
package protocol VisualEffectSteps: VisualEffect {
    var steps: [_VisualEffectStep] { get }
}

/// The effect that changes nothing, which `visualEffect(_:)`'s closure starts from.
public struct EmptyVisualEffect: VisualEffect, VisualEffectSteps {
    /// The effect that changes nothing.
    public init() {}
    package var steps: [_VisualEffectStep] { [] }
}

/// A visual effect with effects added to it.
public struct _VisualEffectChain: VisualEffect, VisualEffectSteps {
    package var steps: [_VisualEffectStep]
}

extension VisualEffect {
    private func adding(_ step: _VisualEffectStep) -> _VisualEffectChain {
        _VisualEffectChain(steps: ((self as? any VisualEffectSteps)?.steps ?? []) + [step])
    }

    private func anchored(_ anchor: UnitPoint, _ transform: CGAffineTransform) -> _VisualEffectChain {
        adding(.transform { frame in
            let pivot = anchor.point(in: frame)
            return CGAffineTransform(translationX: -pivot.x, y: -pivot.y).concatenating(transform)
                .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
        })
    }

    /// Draws the view moved by `offset`.
    public func offset(_ offset: CGSize) -> _VisualEffectChain {
        adding(.transform { _ in CGAffineTransform(translationX: offset.width, y: offset.height) })
    }

    /// Draws the view moved by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _VisualEffectChain {
        offset(CGSize(width: x, height: y))
    }

    /// Draws the view scaled around `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> _VisualEffectChain {
        anchored(anchor, CGAffineTransform(scaleX: scale.width, y: scale.height))
    }

    /// Draws the view scaled by `scale` around `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> _VisualEffectChain {
        scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// Draws the view scaled by `x` and `y` around `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _VisualEffectChain {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Draws the view rotated by `angle` around `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _VisualEffectChain {
        anchored(anchor, CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
    }

    /// Draws the view with `opacity`.
    public func opacity(_ opacity: Double) -> _VisualEffectChain {
        adding(.opacity(opacity))
    }
}

extension View {
    /// Applies effects made from this view's geometry when it is drawn, as SwiftUI's
    /// `visualEffect(_:)`: `effect` gets an `EmptyVisualEffect` and the view's `GeometryProxy`
    /// (its size, and `frame(in:)` in any coordinate space, as placed), and its offsets, scales,
    /// rotations and opacity are drawn; layout is unchanged, as for those modifiers.
    public func visualEffect<E: VisualEffect>(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> E) -> some View {
        modifier(_VisualEffectModifier { proxy in (effect(EmptyVisualEffect(), proxy) as? any VisualEffectSteps)?.steps ?? [] })
    }
}

/// Draws its content through the steps its effect makes from the node's geometry.
struct _VisualEffectModifier: DrawingEffectModifier {
    let steps: (GeometryProxy) -> [_VisualEffectStep]
    var traceLabel: String { ".visualEffect" }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        var transform = CGAffineTransform.identity
        var opacity = 1.0
        for step in steps(GeometryProxy(node: node)) {
            switch step {
            case .transform(let make): transform = transform.concatenating(make(node.presentedFrame))
            case .opacity(let value): opacity *= value
            }
        }
        list.withContext({
            $0.transform = transform.concatenating($0.transform)
            $0.opacity *= opacity
        }) { node.drawChildren(into: &$0) }
    }
}
