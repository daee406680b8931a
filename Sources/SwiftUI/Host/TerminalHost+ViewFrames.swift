import Foundation

extension TerminalHost {
    /// Every view of the tree with the frame it is drawn in, in the root view's coordinate
    /// space (offsets included, as `frame(ofIdentifier:)` reports them), in tree order.
    package func viewFrames() -> ViewFrames {
        var entries: [ViewFrames.Entry] = []
        let focused = focusedFieldNode
        func visit(_ node: ViewNode, depth: Int) {
            entries.append(ViewFrames.Entry(
                depth: depth,
                // The text field that has the focus says so, as a caret shows it on iOS.
                view: node.behavior.traceLabel + (node === focused ? " (focused)" : ""),
                identifier: node.accessibilityIdentifier,
                frame: node.presentedBehavior.frameAsDrawn(of: node)
            ))
            for child in node.children { visit(child, depth: depth + 1) }
        }
        // The host's own root node, which stacks the root views, is left out, as in the trace.
        for child in root.children { visit(child, depth: 0) }
        return ViewFrames(entries: entries)
    }
}

/// The frames of a hosted view tree, for the REPL's `:tree`: each view's origin and size.
///
///     VStack                                   (0, 0) 48×72
///       .padding(16)                           (0, 0) 48×48
///         Text("Hi")                           (16, 16) 16×16
///       .frame(width: 16, height: 16) #swatch  (16, 56) 16×16
///         Color.red                            (16, 56) 16×16
package struct ViewFrames: CustomStringConvertible {
    /// One view and where it is drawn.
    package struct Entry: Equatable {
        /// How deep the view is in the tree (0 for a root view).
        package var depth: Int
        /// The view, named as in the layout trace: `HStack`, `Text("Hi")`, `.padding(16)`.
        package var view: String
        /// Its `accessibilityIdentifier`, if it has one.
        package var identifier: String?
        package var frame: CGRect
    }

    package var entries: [Entry]

    package var description: String {
        let labels = entries.map { entry in
            String(repeating: "  ", count: entry.depth) + entry.view + (entry.identifier.map { " #\($0)" } ?? "")
        }
        let width = min(48, labels.map(\.count).max() ?? 0)
        return zip(entries, labels).map { entry, label in
            let padded = label.count < width ? label + String(repeating: " ", count: width - label.count) : label
            let origin = "(\(entry.frame.minX.pointDescription), \(entry.frame.minY.pointDescription))"
            return "\(padded)  \(origin) \(entry.frame.size.sizeDescription)"
        }.joined(separator: "\n")
    }
}
