extension Image {
    /// How an image's pixels are sampled when it is drawn larger or smaller than its pixels.
    public enum Interpolation: Hashable, Sendable {
        case none
        case low
        case medium
        case high
    }

    /// Samples the image's pixels with `interpolation`: `.none` takes the nearest pixel (sharp
    /// pixel art), the others average the pixels that each half cell covers.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var image = self
        image.interpolation = interpolation
        return image
    }
}
