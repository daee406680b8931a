extension View {
    /// Sets the accent colour of this view and the views it contains, as SwiftUI's deprecated
    /// `accentColor(_:)`: the colour buttons, links, toggles and sliders are drawn in, as
    /// `tint(_:)` sets it (SwiftUI replaced the one with the other); `nil` goes back to the
    /// default accent colour.
    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }
}
