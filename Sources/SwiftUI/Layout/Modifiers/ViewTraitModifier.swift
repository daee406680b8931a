/// Writes a value onto the views it modifies instead of wrapping them: `layoutPriority`,
/// `zIndex`, `accessibilityIdentifier`, `coordinateSpace(name:)`.
protocol NodeAttributeModifier: ViewModifier where Body == Never {
    func apply(to node: ViewNode)
}

extension NodeAttributeModifier {
    public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        let outputs = body(inputs)
        modifier.apply(toNew: outputs.nodes)
        return outputs
    }

    /// Writes the value onto nodes just made, and onto those their views make when their
    /// bodies run again on their own.
    func apply(toNew nodes: [ViewNode]) {
        var producers: [ViewRecord] = []
        for node in nodes {
            apply(to: node)
            if let producer = node.producer, !producers.contains(where: { $0 === producer }) { producers.append(producer) }
        }
        for producer in producers { producer.attributesFromOutside.append { apply(to: $0) } }
    }
}
