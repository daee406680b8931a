extension Image {
    /// How an image's pixels are sampled when it is drawn larger or smaller than its pixels.
    public enum Interpolation: Hashable, Sendable {
        /// The nearest pixel: sharp edges, as pixel art wants.
        case none
        /// Low-quality smoothing; learn averages the covered pixels, as for `.medium` and `.high`.
        case low
        /// Medium-quality smoothing; learn averages the covered pixels, as for `.low` and `.high`.
        case medium
        /// High-quality smoothing, the default; learn averages the pixels each half cell covers.
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
