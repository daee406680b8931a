import Foundation

extension View {
    /// Adjusts the colour saturation: 0 is grey, 1 unchanged, more than 1 more vivid.
    public func saturation(_ amount: Double) -> some View {
        modifier(_ColorEffectModifier(effect: ColorEffect(kind: .saturation, amount: amount), label: ".saturation(\(amount))"))
    }

    /// Brightens the colours: 0 has no effect, 1 makes them white; negative values darken.
    public func brightness(_ amount: Double) -> some View {
        modifier(_ColorEffectModifier(effect: ColorEffect(kind: .brightness, amount: amount), label: ".brightness(\(amount))"))
    }

    /// Sets the contrast: 1 unchanged, 0 grey, negative values invert as well.
    public func contrast(_ amount: Double) -> some View {
        modifier(_ColorEffectModifier(effect: ColorEffect(kind: .contrast, amount: amount), label: ".contrast(\(amount))"))
    }

    /// Removes colour: 0 has no effect, 1 is fully grey.
    public func grayscale(_ amount: Double) -> some View {
        modifier(_ColorEffectModifier(effect: ColorEffect(kind: .grayscale, amount: amount), label: ".grayscale(\(amount))"))
    }

    /// Turns the hue of every colour by `angle`.
    public func hueRotation(_ angle: Angle) -> some View {
        modifier(_ColorEffectModifier(effect: ColorEffect(kind: .hueRotation, amount: angle.radians), label: ".hueRotation(\(angle.degrees)°)"))
    }

    /// Multiplies every colour by `color`.
    public func colorMultiply(_ color: Color) -> some View {
        modifier(_ColorMultiplyEffect(color: color))
    }

    /// Inverts the colours.
    public func colorInvert() -> some View {
        modifier(_ColorEffectModifier(effect: ColorEffect(kind: .colorInvert, amount: 1), label: ".colorInvert()"))
    }

    /// Makes brighter parts more opaque and darker parts more transparent, in black.
    public func luminanceToAlpha() -> some View {
        modifier(_ColorEffectModifier(effect: ColorEffect(kind: .luminanceToAlpha, amount: 1), label: ".luminanceToAlpha()"))
    }
}

/// Applies a colour effect to everything its content draws; the amount animates.
public struct _ColorEffectModifier: DrawingEffectModifier, AnimatableValueBehavior {
    typealias AnimatableData = Double
    var effect: ColorEffect
    let label: String

    var animatableData: Double {
        get { effect.amount }
        set { effect.amount = newValue }
    }

    var traceLabel: String { label }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        list.withContext({ $0.effects.append(.color(effect)) }) { node.drawChildren(into: &$0) }
    }
}

/// Multiplies what its content draws by a colour, resolved in the view's colour scheme.
public struct _ColorMultiplyEffect: DrawingEffectModifier {
    let color: Color

    var traceLabel: String { ".colorMultiply(\(color))" }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let effect = ColorEffect(kind: .colorMultiply(color.resolve(in: node.environment)), amount: 1)
        list.withContext({ $0.effects.append(.color(effect)) }) { node.drawChildren(into: &$0) }
    }
}
