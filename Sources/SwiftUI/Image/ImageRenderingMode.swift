extension Image {
    /// Whether an image draws in the foreground style (`template`) or in its own colours (`original`).
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template
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
