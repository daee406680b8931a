/// Modifiers that style a `Text` and return a `Text`, so that styled texts can be concatenated.
/// When a concatenation is styled, a run's own setting wins over the one applied to the whole.
extension Text {
    /// Sets the font of this text, over the environment's.
    public func font(_ font: Font?) -> Text {
        modifyingRuns { if $0.font == nil { $0.font = font } }
    }

    /// Sets the weight of this text, over its font's.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        modifyingRuns { if $0.weight == nil { $0.weight = weight } }
    }

    /// Draws this text bold.
    public func bold() -> Text { fontWeight(.bold) }

    /// Draws this text bold when `isActive` is true.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

    /// Draws this text in italics.
    public func italic() -> Text {
        modifyingRuns { $0.isItalic = true }
    }

    /// Draws this text in italics when `isActive` is true.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }

    /// Sets the colour of this text, over the environment's foreground style.
    public func foregroundColor(_ color: Color?) -> Text {
        modifyingRuns { if $0.color == nil { $0.color = color } }
    }

    private func modifyingRuns(_ change: (inout TextRunStyle) -> Void) -> Text {
        var text = self
        for index in text.runs.indices { change(&text.runs[index].style) }
        return text
    }
}
