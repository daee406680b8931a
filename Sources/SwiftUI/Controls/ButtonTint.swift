import Foundation

/// Colours the label of a built-in button style. `tint` draws it in the tint (red for a
/// destructive button) unless a foreground style is set around the button; `inherited` keeps the
/// surrounding foreground; `onTint` is white, for labels on a tinted fill. A disabled button's
/// label is secondary whatever the ink.
struct ButtonTint: ViewModifier {
    enum Ink {
        case tint
        case inherited
        case onTint
    }

    let ink: Ink
    let role: ButtonRole?

    typealias Body = Never
    static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        var inputs = inputs
        if !inputs.environment.isEnabled {
            inputs.environment.foregroundStyle = Color.secondary
        } else {
            switch modifier.ink {
            case .tint where inputs.environment.foregroundStyle == nil:
                inputs.environment.foregroundStyle = modifier.role == .destructive ? Color.red : TintShapeStyle()
            case .onTint:
                inputs.environment.foregroundStyle = Color.white
            case .tint, .inherited:
                break
            }
        }
        return body(inputs)
    }
}
