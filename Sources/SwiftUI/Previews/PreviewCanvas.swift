import Foundation

/// Xcode's canvas for a provider's `previews`: each of its views hosted on its own, in a
/// container as large as its `previewLayout` says, under its `previewDisplayName`.
public enum _PreviewCanvas {
    /// One preview, hosted and laid out.
    public struct Preview {
        /// The name to show above it: its `previewDisplayName`, else "Preview" (numbered when
        /// there are several).
        public let name: String
        public let host: TerminalHost
    }

    /// The previews of `previews` on a device whose screen is `screen` points.
    public static func previews<Previews: View>(
        of previews: Previews, screen: CGSize, colorScheme: ColorScheme = .light
    ) -> [Preview] {
        self.previews(of: [previews], screen: screen, colorScheme: colorScheme)
    }

    /// The previews of several sources (a file's providers' `previews` and its `#Preview`s), in
    /// order, unnamed ones numbered across them all. A preview keeps the state of the one at
    /// its place in `earlier` (the file's previews before it was saved), as Xcode's canvas does.
    public static func previews(
        of sources: [any View], screen: CGSize, colorScheme: ColorScheme = .light, keepingStateOf earlier: [Preview] = []
    ) -> [Preview] {
        let elements = sources.flatMap { Self.elements(of: $0) }
        return elements.enumerated().map { index, element in
            let root = PreviewContainer { element }
            let host = earlier.indices.contains(index)
                ? TerminalHost(rootView: root, proposal: ProposedViewSize(screen), colorScheme: colorScheme,
                               keepingStateOf: earlier[index].host)
                : TerminalHost(rootView: root, proposal: ProposedViewSize(screen), colorScheme: colorScheme)
            let unnamed = elements.count == 1 ? "Preview" : "Preview \(index + 1)"
            return Preview(name: host.root.firstTrait(PreviewDisplayNameKey.self).flatMap { $0 } ?? unnamed, host: host)
        }
    }

    /// Each view of `previews`, as a `Group` or `ForEach` there lists them.
    private static func elements<Previews: View>(of previews: Previews) -> [AnyView] {
        (0..<viewList(of: previews).count).map { AnyView(PreviewElement(previews: previews, index: $0)) }
    }
}

/// The view at `index` of `previews`' views, as a `Group` or `ForEach` there lists them.
struct PreviewElement<Previews: View>: _PrimitiveView, ImplementationDetail {
    let previews: Previews
    let index: Int

    typealias Body = Never
    static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: viewList(of: view.previews).element(view.index).make(inputs))
    }
}

private extension ViewNode {
    /// The value under `key` on the first node, from this one down, that was given one.
    func firstTrait<Key: LayoutValueKey>(_ key: Key.Type) -> Key.Value? {
        if let value = traits.layoutValues[ObjectIdentifier(key)] as? Key.Value { return value }
        return children.lazy.compactMap { $0.firstTrait(key) }.first
    }
}
