import Foundation
internal import ImageDecoding

/// A shape style that paints with a picture repeated over the shape, as SwiftUI's `ImagePaint`:
/// `sourceRect` is the part of the picture used, in unit coordinates, and `scale` its size
/// against the picture's pixels (Apple: "a scale factor to apply to the image"). A fill, a
/// stroke or a border painted with it takes each cell's colour from the picture under it; a
/// symbol, which has no pixels, paints in the foreground colour.
public struct ImagePaint: ShapeStyle, ShadingShapeStyle {
    /// The picture.
    public var image: Image
    /// The part of the picture repeated, in unit coordinates (the whole picture by default).
    public var sourceRect: CGRect
    /// The size of each repetition against the picture's pixels.
    public var scale: CGFloat

    /// Paints with `sourceRect` of `image` (unit coordinates), repeated at `scale` times its pixel size.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    /// The picture's colour at the middle of a repetition: what text painted with it, and the
    /// grader, see.
    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        pattern(at: .zero)?.middleColor ?? ForegroundStyle()._resolveColor(in: environment)
    }

    package func _resolveShading(in environment: EnvironmentValues, bounds: CGRect) -> GradientShading? {
        pattern(at: bounds.origin).map { GradientShading(.image($0), stops: []) }
    }

    private func pattern(at origin: CGPoint) -> ImagePattern? {
        guard let picture = image.decodedPicture, picture.width > 0, picture.height > 0 else { return nil }
        return ImagePattern(picture: picture, origin: origin, sourceRect: sourceRect, scale: scale)
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// Paints with `image`, repeated: `.image(Image("brick"), scale: 0.5)`.
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}

/// A picture's part repeated over the plane from `origin`, each repetition `scale` times its
/// size in pixels (a pixel is a point at scale 1).
package struct ImagePattern: Equatable {
    let picture: DecodedImage
    let origin: CGPoint
    /// The repeated part, in pixels.
    let source: CGRect
    /// One repetition's size, in points.
    let tile: CGSize

    init(picture: DecodedImage, origin: CGPoint, sourceRect: CGRect, scale: CGFloat) {
        self.picture = picture
        self.origin = origin
        let unit = sourceRect.intersection(CGRect(x: 0, y: 0, width: 1, height: 1))
        let part = unit.isNull || unit.isEmpty ? CGRect(x: 0, y: 0, width: 1, height: 1) : unit
        source = CGRect(x: part.minX * CGFloat(picture.width), y: part.minY * CGFloat(picture.height),
                        width: part.width * CGFloat(picture.width), height: part.height * CGFloat(picture.height))
        let factor = scale > 0 && scale.isFinite ? scale : 1
        tile = CGSize(width: max(source.width * factor, .ulpOfOne), height: max(source.height * factor, .ulpOfOne))
    }

    /// The colour of the pixel under `point` (root coordinates).
    func color(at point: CGPoint) -> Color.Resolved {
        func along(_ offset: CGFloat, _ length: CGFloat) -> CGFloat {
            let wrapped = offset.truncatingRemainder(dividingBy: length)
            return (wrapped < 0 ? wrapped + length : wrapped) / length
        }
        let u = along(point.x - origin.x, tile.width), v = along(point.y - origin.y, tile.height)
        let x = min(max(Int(source.minX + u * source.width), 0), picture.width - 1)
        let y = min(max(Int(source.minY + v * source.height), 0), picture.height - 1)
        let index = (y * picture.width + x) * 4
        let rgba = picture.rgba
        return Color.Resolved(red: Float(rgba[index]) / 255, green: Float(rgba[index + 1]) / 255,
                              blue: Float(rgba[index + 2]) / 255, opacity: Float(rgba[index + 3]) / 255)
    }

    /// The colour at the middle of the first repetition.
    var middleColor: Color.Resolved {
        color(at: CGPoint(x: origin.x + tile.width / 2, y: origin.y + tile.height / 2))
    }
}
