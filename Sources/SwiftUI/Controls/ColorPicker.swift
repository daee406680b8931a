import Foundation

/// A control that picks a colour: SwiftUI's `ColorPicker`, drawn as iOS draws it in a row: its
/// label at the leading edge and, at the trailing edge, a round swatch (16×16 points, two cells)
/// of the selected colour; it takes the proposed width. iOS opens a colour grid when it is tapped;
/// a terminal has none, so a tap (`host.tap("Tint")`) selects the next of the system colours
/// (red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, then red
/// again; from a colour not among them, red), which is how a learner sees the binding change.
/// `supportsOpacity` is accepted: the palette's colours are opaque.
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let label: Label

    /// A picker with a label view.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }

    /// The colours a tap steps through, in the order of SwiftUI's system colours.
    static var palette: [Color] {
        [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown]
    }

    /// The palette colour after `color` (compared as resolved in `environment`), or the first.
    static func next(after color: Color, in environment: EnvironmentValues) -> Color {
        let resolved = color.resolve(in: environment)
        guard let index = palette.firstIndex(where: { $0.resolve(in: environment) == resolved }) else { return palette[0] }
        return palette[(index + 1) % palette.count]
    }

    public var body: some View {
        let selection = selection
        Button(action: { selection.wrappedValue = Self.next(after: selection.wrappedValue, in: EnvironmentValues()) }) {
            HStack {
                label.foregroundStyle(Color.primary)
                Spacer(minLength: 0)
                Circle().fill(selection.wrappedValue).frame(width: 16, height: 16)
            }
        }
        .buttonStyle(.plain)
    }
}

extension ColorPicker where Label == Text {
    /// A picker titled `titleKey`: `ColorPicker("Tint", selection: $tint)`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A picker titled with the string `title` (not localized).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
