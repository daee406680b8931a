import Foundation

/// How forms look; `formStyle(_:)` sets it for the forms inside a view (SwiftUI's `FormStyle`).
/// A learner's style draws the form's content its own way.
public protocol FormStyle {
    associatedtype Body: View
    /// What `makeBody(configuration:)` gets: the form's content.
    typealias Configuration = FormStyleConfiguration

    /// The form drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `FormStyle` is given to draw a form.
public struct FormStyleConfiguration {
    /// The form's content, as a view to place in the style's body.
    public struct Content: _PrimitiveView {
        let content: StyledNodes
        public typealias Body = Never
        public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
            StyledNodes._makeView(view.content, inputs: inputs)
        }
    }

    /// The content, to place in the style's body.
    public let content: Content
}

/// The default style: on iOS, the grouped style.
public struct AutomaticFormStyle: FormStyle, BuiltInStyle {
    /// The default form style.
    public init() {}
    /// The form as `GroupedFormStyle` draws it: iOS's default.
    public func makeBody(configuration: Configuration) -> some View { GroupedFormStyle().makeBody(configuration: configuration) }
}

/// Rows in grouped sections that scroll, as an inset grouped list (see `Form`).
public struct GroupedFormStyle: FormStyle, BuiltInStyle {
    /// The grouped form style.
    public init() {}
    /// The form as an inset grouped list: each `Section` a group.
    public func makeBody(configuration: Configuration) -> some View { GroupedForm(content: configuration.content) }
}

/// Apple: "A non-scrolling form style with a trailing aligned column of labels next to a
/// leading aligned column of values." Drawn here as the form's rows one under another at the
/// leading edge, without scrolling or groups; each control keeps its label beside it, as the
/// terminal's controls draw them, rather than in a column of labels.
public struct ColumnsFormStyle: FormStyle, BuiltInStyle {
    /// The columns form style.
    public init() {}
    /// The form's rows in a leading-aligned `VStack`.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) { configuration.content }
    }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The default style.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Grouped sections that scroll: iOS's form.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Rows one under another, without scrolling.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// A form's content as an inset grouped list that scrolls, whatever list style is around it.
struct GroupedForm<Content: View>: _PrimitiveView {
    let content: Content

    typealias Body = Never
    static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        var formInputs = inputs
        formInputs.environment.listMetrics = InsetGroupedListStyle()._metrics
        return ListContentLayout.makeScrollingList(of: viewList(of: view.content), inputs: formInputs, selection: nil)
    }
}

extension View {
    /// Sets the style of the forms inside this view: `.formStyle(.grouped)`.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        environment(\.formStyle, style)
    }
}

private struct FormStyleKey: EnvironmentKey {
    static let defaultValue: any FormStyle = AutomaticFormStyle()
}

extension EnvironmentValues {
    /// The style forms are drawn with; `formStyle(_:)` sets it.
    var formStyle: any FormStyle {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
}

extension FormStyle {
    func makeNodes(_ configuration: FormStyleConfiguration, inputs: _ViewInputs) -> [ViewNode] {
        makeStyleNodes(self, inputs: inputs) { $0.makeBody(configuration: configuration) }
    }
}
