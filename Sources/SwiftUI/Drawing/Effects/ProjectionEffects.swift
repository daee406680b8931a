import Foundation

extension View {
    /// Draws this view through `transform`, in the view's own coordinates (its top-leading
    /// corner is the origin), as SwiftUI's `transformEffect(_:)`. Layout is unchanged.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(_TransformEffect(transform: transform))
    }

    /// Draws this view through `transform` from its top-leading corner, as SwiftUI's
    /// `projectionEffect(_:)`. A terminal draws the affine part: a perspective row (m13, m23
    /// not zero) is drawn as if it were 0 0 1.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(_TransformEffect(transform: transform.affine))
    }

    /// Draws this view rotated by `angle` around the 3D `axis` through `anchor`, as SwiftUI's
    /// `rotation3DEffect`, without perspective: cells cannot draw a trapezoid, so the view is the
    /// rotated plane seen straight on (a flip around the y axis narrows it by cos angle, 90° hides
    /// it, 180° mirrors it). `anchorZ` and `perspective` change only the perspective, which is
    /// not drawn. The angle animates, so card flips play.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        modifier(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor))
    }
}

/// Draws its content through an affine transform from the top-leading corner.
struct _TransformEffect: AnchoredTransformEffect {
    let transform: CGAffineTransform
    var anchor: UnitPoint { .topLeading }
    var traceLabel: String { ".transformEffect" }
}

/// Rotates its content around a 3D axis, drawn as the orthographic projection of the rotation
/// (Rodrigues' formula, the x and y rows and columns); the angle animates.
struct _Rotation3DEffect: AnchoredTransformEffect, AnimatableValueBehavior {
    typealias AnimatableData = Double
    var angle: Angle
    let axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    let anchor: UnitPoint

    var animatableData: Double {
        get { angle.radians }
        set { angle.radians = newValue }
    }

    var transform: CGAffineTransform {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0 else { return .identity }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let c = CGFloat(cos(angle.radians)), s = CGFloat(sin(angle.radians))
        return CGAffineTransform(
            a: c + (1 - c) * x * x, b: (1 - c) * x * y + s * z,
            c: (1 - c) * x * y - s * z, d: c + (1 - c) * y * y, tx: 0, ty: 0)
    }

    var traceLabel: String { ".rotation3DEffect(\(angle.degrees)°)" }
}
