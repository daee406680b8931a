import Foundation

/// A label that shows or hides its content when tapped: a row with the label and a chevron that
/// points right when closed and down when open, the content below it while it is open. Without
/// an `isExpanded` binding it keeps whether it is open itself, and starts closed.
public struct DisclosureGroup<Label: View, Content: View>: View {
    var label: Label
    var content: () -> Content
    var isExpanded: Binding<Bool>?
    @State private var isExpandedHere = false

    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.init(content: content, label: label)
        self.isExpanded = isExpanded
    }

    private var expanded: Binding<Bool> { isExpanded ?? $isExpandedHere }

    public var body: some View {
        VStack(alignment: .leading) {
            Button {
                expanded.wrappedValue.toggle()
            } label: {
                HStack {
                    label
                    Spacer()
                    Image(systemName: expanded.wrappedValue ? "chevron.down" : "chevron.right")
                }
            }
            if expanded.wrappedValue {
                content()
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
    }
}
