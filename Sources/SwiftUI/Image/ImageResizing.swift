extension Image {
    /// How a resizable image fills its frame. The terminal draws its glyph centred either way.
    public enum ResizingMode: Hashable, Sendable {
        case tile
        case stretch
    }

    /// Makes the image take the size proposed to it (its natural size when none is proposed),
    /// with its glyph centred in its frame.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }
}
