/// Writes a value onto the views it modifies instead of wrapping them: `layoutPriority`,
/// `zIndex`, `accessibilityIdentifier`, `coordinateSpace(name:)`.
protocol NodeAttributeModifier: ViewModifier where Body == Never {
    func apply(to node: ViewNode)
}

extension NodeAttributeModifier {
    public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        let outputs = body(inputs)
        for node in outputs.nodes { modifier.apply(to: node) }
        return outputs
    }
}
