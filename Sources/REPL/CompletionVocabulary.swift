/// What tab completion offers: commands after `:`, view types at the start of a word, and
/// modifier names after a dot.
struct CompletionVocabulary {
    let commands: [String]

    static let viewTypes = [
        "AnyLayout", "AnyView", "Button", "Capsule", "Circle", "Color", "Divider", "Ellipse", "EmptyView", "ForEach",
        "GeometryReader", "Grid", "GridRow", "Group", "HStack", "Image", "Label", "Path", "Picker", "ProgressView",
        "Rectangle", "RoundedRectangle", "Slider", "Spacer", "Stepper", "Text", "TextField", "Toggle",
        "ViewThatFits", "VStack", "ZStack",
    ]

    static let modifiers = [
        "accessibilityIdentifier", "alignmentGuide", "anchorPreference", "aspectRatio", "background",
        "bold", "border", "clipShape", "clipped", "coordinateSpace", "cornerRadius", "disabled",
        "environment", "environmentObject", "fill", "fixedSize", "font", "foregroundColor",
        "foregroundStyle", "frame", "gridCellAnchor", "gridCellColumns", "gridCellUnsizedAxes",
        "gridColumnAlignment", "hidden", "id", "italic", "layoutPriority", "layoutValue", "lineLimit", "lineSpacing",
        "matchedGeometryEffect", "multilineTextAlignment", "offset", "onAppear", "onChange",
        "onDisappear", "onPreferenceChange", "onReceive", "opacity", "overlay", "padding", "position",
        "preference", "rotationEffect", "scaleEffect", "strikethrough", "stroke", "strokeBorder",
        "textCase", "transformEnvironment", "trim", "truncationMode", "underline", "zIndex",
    ]

    /// The candidates for the word before the cursor, as full replacements of that word.
    func candidates(lineBeforeCursor line: String) -> [String] {
        if line.hasPrefix(":"), !line.contains(" ") {
            let prefix = line.dropFirst()
            return commands.filter { $0.hasPrefix(prefix) }.map { ":" + $0 }
        }
        let word = line.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }.reversed()
        let text = String(word)
        if let dot = text.lastIndex(of: ".") {
            let stem = text[...dot]
            let prefix = text[text.index(after: dot)...]
            return Self.modifiers.filter { $0.hasPrefix(prefix) }.map { stem + $0 }
        }
        guard !text.isEmpty else { return [] }
        return Self.viewTypes.filter { $0.hasPrefix(text) }
    }
}
