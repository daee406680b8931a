extension Image {
    /// How a resizable image fills its frame between its cap insets: stretched, or repeated at
    /// its own size.
    public enum ResizingMode: Hashable, Sendable {
        /// Repeats the middle of the picture at its own size to fill the frame (nearest pixel, not smoothed).
        case tile
        /// Stretches the middle of the picture to fill the frame, the default.
        case stretch
    }

    /// Makes the image take the size proposed to it (its natural size when none is proposed).
    /// A picture keeps the pixels within `capInsets` at their size and stretches or tiles the
    /// rest, as SwiftUI's `resizable(capInsets:resizingMode:)` does; a symbol's glyph stays
    /// centred in its frame.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        image.capInsets = capInsets
        image.resizingMode = resizingMode
        return image
    }
}
