import Foundation

extension View where Self: Animatable {
    /// A view that is `Animatable` has its body run for each presented value of its
    /// `animatableData`, as in SwiftUI: that is how a view of your own animates what it draws.
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        // Shapes animate their path without running a body; data-less views have nothing to animate.
        guard AnimatableData.self != EmptyAnimatableData.self, !(Self.self is any Shape.Type) else {
            return inputs.graph.makeView(view, inputs: inputs)
        }
        return AnimatableContentBehavior.make(view, inputs: inputs) { view, inputs in
            inputs.graph.makeView(view, inputs: inputs)
        }
    }
}

extension ViewModifier where Self: Animatable {
    /// A custom modifier that is `Animatable` (or an `AnimatableModifier`) has `body(content:)`
    /// run for each presented value of its `animatableData`.
    public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        func makeModifier(_ modifier: Self, inputs: _ViewInputs) -> _ViewOutputs {
            var inputs = inputs
            inputs.modifierContents[ObjectIdentifier(Self.self)] = body
            return inputs.graph.makeModifier(modifier, inputs: inputs)
        }
        guard AnimatableData.self != EmptyAnimatableData.self else { return makeModifier(modifier, inputs: inputs) }
        return AnimatableContentBehavior.make(modifier, inputs: inputs, content: makeModifier)
    }
}

/// The node around the content of an animatable view or modifier. Its data animates like any
/// other behaviour's; when the data shown differs from the data its content was made with,
/// the content is made again from a copy of the value showing that data (its body runs).
struct AnimatableContentBehavior<Value: Animatable>: AnimatableBehavior, ContentWrapperLayout {
    var value: Value
    let content: AnimatableContent<Value>

    static func make(_ value: Value, inputs: _ViewInputs, content makeContent: @escaping (Value, _ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        let content = AnimatableContent(inputs: inputs.child(.content), data: value.animatableData, make: makeContent)
        let nodes = makeContent(value, content.inputs).nodes
        return _ViewOutputs(node: ViewNode(AnimatableContentBehavior(value: value, content: content), children: nodes, inputs: inputs))
    }

    var traceLabel: String { String(describing: Value.self) }

    func animatableData(in environment: EnvironmentValues) -> Value.AnimatableData { value.animatableData }

    func presenting(_ data: Value.AnimatableData) -> Self {
        var presented = self
        presented.value.animatableData = data
        return presented
    }

    /// Makes the content again when the data shown is not what it was made with.
    func showData(of node: ViewNode) {
        guard value.animatableData != content.data else { return }
        content.data = value.animatableData
        node.setChildren(content.make(value, content.inputs).nodes)
        node.invalidateLayoutUpward()
        node.graph.needsLayoutAgain = true
    }
}

/// How the content of an animatable view is made, and the data it was last made with.
final class AnimatableContent<Value: Animatable> {
    let inputs: _ViewInputs
    var data: Value.AnimatableData
    let make: (Value, _ViewInputs) -> _ViewOutputs

    init(inputs: _ViewInputs, data: Value.AnimatableData, make: @escaping (Value, _ViewInputs) -> _ViewOutputs) {
        self.inputs = inputs
        self.data = data
        self.make = make
    }
}

/// A behaviour whose content depends on the data shown: asked after each presentation.
protocol DataShowingBehavior {
    func showData(of node: ViewNode)
}

extension AnimatableContentBehavior: DataShowingBehavior {}
