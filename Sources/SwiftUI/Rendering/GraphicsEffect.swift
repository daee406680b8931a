import Foundation

/// An effect an enclosing modifier applies to what a view draws, as the display list records it.
package enum GraphicsEffect: Equatable {
    /// `shadow(color:radius:x:y:)`: the content's shadow in `color`, blurred by `radius`, moved by `offset`.
    case shadow(color: Color.Resolved, radius: CGFloat, offset: CGSize)
    /// `blur(radius:opaque:)`.
    case blur(radius: CGFloat, opaque: Bool)
    /// `saturation`, `brightness`, `contrast`, `grayscale`, `hueRotation`, `colorMultiply`,
    /// `colorInvert`, `luminanceToAlpha`: already applied to the item's colours.
    case color(ColorEffect)
    /// `blendMode(_:)`: how the item's colour combines with what is under it.
    case blendMode(BlendMode)
    /// `compositingGroup()`: the content is composited as one layer before later effects.
    case compositingGroup
    /// `drawingGroup(opaque:colorMode:)`: the content is rendered offscreen as one image.
    case drawingGroup(opaque: Bool)
    /// `mask(alignment:_:)`: the item is clipped to what the mask draws (recorded with the clip).
    case mask
}
