extension Image {
    /// Whether an image draws in the foreground style (`template`) or in its own colours (`original`).
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// Draws the image as a mask filled with the foreground style; the default for symbols.
        case template
        /// Draws the image in its own colours; the default for asset and file pictures.
        case original
    }

    /// Draws the image in the foreground style (`.template`) or in its own colours (`.original`);
    /// `nil` uses the default, which is `.template` for symbols and `.original` for assets.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = renderingMode
        return image
    }
}
