import Foundation

/// A control that selects one of a set of options, each a view with a `tag(_:)` of the
/// selection's type.
///
/// ```swift
/// Picker("Color", selection: $color) {
///     Text("Red").tag(Flavor.red)
///     Text("Green").tag(Flavor.green)
/// }
/// .pickerStyle(.segmented)
/// ```
/// A host chooses an option by its text: `host.select("Green", in: "Color")`. Options are
/// single lines; the looks of the styles are described with `MenuPickerStyle`,
/// `SegmentedPickerStyle`, `WheelPickerStyle`, `InlinePickerStyle` and `NavigationLinkPickerStyle`.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    @Environment(\.pickerStyle) private var style

    /// A picker that sets `selection` to the tag of the option chosen among `content`'s views,
    /// shown with `label` (which the segmented and wheel styles do not draw).
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
        self.content = content()
    }

    /// The older form, with the label before the content.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.label = label
        self.content = content()
    }

    public var body: some View {
        // Reading the selection here makes this body run again when it changes.
        let selected = AnyHashable(selection.wrappedValue)
        if style is SegmentedPickerStyle {
            PickerOptions(content: content, selected: selected, layout: SegmentedPickerLayout.self)
        } else if style is WheelPickerStyle {
            PickerOptions(content: content, selected: selected, layout: WheelPickerLayout.self)
        } else if style is InlinePickerStyle {
            VStack(alignment: .leading, spacing: 0) {
                ControlLabel(label).foregroundStyle(Color.secondary)
                PickerOptions(content: content, selected: selected, layout: InlinePickerLayout.self)
            }
        } else if style is NavigationLinkPickerStyle {
            HStack {
                ControlLabel(label)
                PickerOptions(content: content, selected: selected, layout: NavigationLinkPickerSelection.self)
                    .layoutPriority(1)
                Glyph("›", color: Color.gray)
            }
        } else {
            HStack {
                ControlLabel(label)
                // The selection keeps its width before the label does, as in an iOS form row.
                PickerOptions(content: content, selected: selected, layout: MenuPickerSelection.self)
                    .layoutPriority(1)
                Glyph("⌄", color: TintShapeStyle())
            }
        }
    }

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        // A segmented picker does not draw its label; a menu draws it in its body, unless labels
        // are hidden.
        let style = inputs.environment.pickerStyle
        let hiddenLabel = style is SegmentedPickerStyle || style is WheelPickerStyle || inputs.hidesLabels ? view.label : nil
        return makeControl(view, behavior: PickerBehavior(selection: view.selection), hiddenLabel: hiddenLabel, inputs: inputs)
    }
}

extension Picker where Label == Text {
    /// A picker titled `titleKey` choosing among `content`'s tagged views: `Picker("Color", selection: $color) { … }`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker titled with the string `title` (not localized) choosing among `content`'s tagged views.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// The node of a picker: `host.select(_:in:)` chooses the option whose text it is given.
struct PickerBehavior: ControlBehavior {
    static let kind = "picker"
    /// Sets the selection to a tag, if the tag is of the selection's type.
    let select: (AnyHashable) -> Bool
    let selectionType: String
    var isEnabled = true

    init<SelectionValue: Hashable>(selection: Binding<SelectionValue>) {
        select = { tag in
            guard let value = tag.base as? SelectionValue else { return false }
            selection.wrappedValue = value
            return true
        }
        selectionType = String(describing: SelectionValue.self)
    }

    var traceLabel: String { "Picker" }

    /// The label alone, without the options that a menu also shows.
    func label(of node: ViewNode) -> String {
        if node.children.count > 1 { return node.children[1].visibleText }
        var pieces: [String] = []
        func collect(_ node: ViewNode) {
            guard !(node.behavior is any PickerOptionsLayout) else { return }
            if let text = node.behavior.textContent { pieces.append(text) }
            node.children.forEach(collect)
        }
        collect(node)
        return pieces.joined(separator: " ")
    }

    /// Selects the option of `node` whose text is `option`; returns why it could not, if not.
    func select(_ option: String, in node: ViewNode) -> String? {
        let options = node.pickerOptions
        guard let chosen = options.first(where: { $0.visibleText == option }) else {
            let names = options.map { "\"\($0.visibleText)\"" }
            return "there is no option \"\(option)\"; " + (names.isEmpty ? "the picker has no options." : "the options are \(names.joined(separator: ", ")).")
        }
        guard let tag = chosen.tag else {
            return "the option \"\(option)\" has no tag(_:), so it selects nothing."
        }
        guard select(tag) else {
            return "the option \"\(option)\" is tagged with a \(type(of: tag.base)), but the selection is a \(selectionType)."
        }
        return nil
    }
}

extension ViewNode {
    /// The option nodes of the picker this node is, in order.
    var pickerOptions: [ViewNode] {
        var options: [ViewNode] = []
        forEachNode { node in
            if options.isEmpty, node.behavior is any PickerOptionsLayout { options = node.children }
        }
        return options
    }

    /// The place among `pickerOptions` of the picker's selected option, if one is.
    var selectedPickerOption: Int? {
        var selected: Int?
        forEachNode { node in
            if selected == nil, let layout = node.behavior as? any PickerOptionsLayout { selected = layout.selectedIndex }
        }
        return selected
    }
}
