/// Writes a value onto the views it modifies instead of wrapping them: `layoutPriority`,
/// `zIndex`, `accessibilityIdentifier`, `coordinateSpace(name:)`.
protocol NodeAttributeModifier: ViewModifier where Body == Never {
    func apply(to node: ViewNode)
}

extension NodeAttributeModifier {
    public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        let outputs = body(inputs)
        var producers: [ViewRecord] = []
        for node in outputs.nodes {
            modifier.apply(to: node)
            if let producer = node.producer, !producers.contains(where: { $0 === producer }) { producers.append(producer) }
        }
        // A view with a body can run again on its own and make new nodes: they get this too.
        for producer in producers { producer.attributesFromOutside.append { modifier.apply(to: $0) } }
        return outputs
    }
}
