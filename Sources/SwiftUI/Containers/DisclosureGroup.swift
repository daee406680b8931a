import Foundation

/// A label that shows or hides its content when tapped: a row with the label and a chevron that
/// points right when closed and down when open, the content below it while it is open. Without
/// an `isExpanded` binding it keeps whether it is open itself, and starts closed.
/// `disclosureGroupStyle(_:)` chooses the style.
public struct DisclosureGroup<Label: View, Content: View>: View {
    var label: Label
    var content: () -> Content
    var isExpanded: Binding<Bool>?
    @State private var isExpandedHere = false

    /// A group whose `label` row opens and closes `content`; it starts closed and keeps whether it is open itself.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
    }

    /// A group that is open while `isExpanded` is true; tapping the label toggles it.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.init(content: content, label: label)
        self.isExpanded = isExpanded
    }

    private var expanded: Binding<Bool> { isExpanded ?? $isExpandedHere }

    @Environment(\.disclosureGroupStyle) private var style

    /// The group as its disclosure group style draws it, given the label, the content and whether it is open.
    public var body: some View {
        let (label, content, style) = (label, content, style)
        let configuration = DisclosureGroupStyleConfiguration(
            label: DisclosureGroupStyleConfiguration.Label(content: StyledNodes(label)),
            content: DisclosureGroupStyleConfiguration.Content(content: StyledNodes { SwiftUI.makeNodes(of: content(), inputs: $0) }),
            isExpanded: expanded
        )
        return StyledNodes { style.makeNodes(configuration, inputs: $0) }
    }
}

extension DisclosureGroup where Label == Text {
    /// A group labelled with the text `titleKey`, starting closed.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A group labelled with `title`, starting closed.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    /// A group labelled with the text `titleKey`, open while `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }

    /// A group labelled with `title`, open while `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
    }
}
