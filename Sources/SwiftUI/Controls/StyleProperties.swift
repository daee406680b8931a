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
