import Foundation

/// A style that the runtime defines: its body has no dynamic properties, so it is made in place
/// and takes no place in `bodyEvaluations`.
protocol BuiltInStyle {}

/// A style as a dynamic property of the view that runs its body: the runtime installs the
/// properties it reflects, which are the style's own (its `@Environment` and `@State`).
struct StyleProperties<Style>: DynamicProperty, CustomReflectable {
    let style: Style

    var customMirror: Mirror { Mirror(reflecting: style) }
}

/// A learner's style (a `ButtonStyle`, a `LabelStyle`) run as a view of its own, so that the
/// dynamic properties of the style have a home, as in SwiftUI where `@Environment(\.isEnabled)`
/// works inside `makeBody(configuration:)`.
struct StyleBody<Style>: View {
    let properties: StyleProperties<Style>
    /// The style's `makeBody(configuration:)` for one control; called when the body runs, after
    /// the style's properties are installed.
    let makeBody: (Style) -> AnyView

    init(style: Style, makeBody: @escaping (Style) -> AnyView) {
        properties = StyleProperties(style: style)
        self.makeBody = makeBody
    }

    var body: AnyView { makeBody(properties.style) }
}
