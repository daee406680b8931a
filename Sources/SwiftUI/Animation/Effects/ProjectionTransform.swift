import Foundation

/// A 3×3 transform of the plane, as a `GeometryEffect` returns it. The terminal draws its
/// affine part; a perspective row (m13, m23 not zero) is drawn as if it were 0 0 1.
public struct ProjectionTransform: Equatable {
    /// The first row of the 3×3 matrix (identity by default).
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    /// The second row of the 3×3 matrix.
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    /// The third row of the 3×3 matrix: the translation and the perspective divisor.
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The transform that does what `transform` does.
    public init(_ transform: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty)
    }

    /// Whether the transform is the identity.
    public var isIdentity: Bool { self == ProjectionTransform() }
    /// Whether the transform has no perspective: its last column is 0 0 1.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// This transform followed by `other`.
    public func concatenating(_ other: ProjectionTransform) -> ProjectionTransform {
        var result = ProjectionTransform()
        result.m11 = m11 * other.m11 + m12 * other.m21 + m13 * other.m31
        result.m12 = m11 * other.m12 + m12 * other.m22 + m13 * other.m32
        result.m13 = m11 * other.m13 + m12 * other.m23 + m13 * other.m33
        result.m21 = m21 * other.m11 + m22 * other.m21 + m23 * other.m31
        result.m22 = m21 * other.m12 + m22 * other.m22 + m23 * other.m32
        result.m23 = m21 * other.m13 + m22 * other.m23 + m23 * other.m33
        result.m31 = m31 * other.m11 + m32 * other.m21 + m33 * other.m31
        result.m32 = m31 * other.m12 + m32 * other.m22 + m33 * other.m32
        result.m33 = m31 * other.m13 + m32 * other.m23 + m33 * other.m33
        return result
    }

    /// The affine part, which the terminal draws.
    var affine: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
    }
}
