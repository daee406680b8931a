/// Like Apple's SwiftUI, `import SwiftUI` brings Foundation and Combine with it.
@_exported import Combine
@_exported import Foundation
@_exported import Observation
#if canImport(FoundationNetworking)
// On Apple's platforms `URLSession` is Foundation's; on Linux it is in FoundationNetworking, so
// it comes too, and download code from tutorials compiles (the network stays closed to checks).
@_exported import FoundationNetworking
#endif

/// A type that represents part of your app's user interface.
///
/// A view is `@MainActor`, as in the iOS 18 SDK, so a `@MainActor` model can be made and read
/// in its properties and body. Implement `body` to compose other views. Views are values: a
/// body builds a new tree of them each time it runs, and the runtime turns that tree into
/// laid-out, drawn nodes.
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behavior of the view.
    @ViewBuilder var body: Body { get }

    /// Creates the view graph nodes for `view`. Primitive views implement it; views with a
    /// `body` use the default, which evaluates the body. Not meant to be called directly.
    static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs

    /// The elements `view` contributes to a lazy container (`List`, `LazyVStack`), made only
    /// when they come into view. Not meant to be called directly.
    static func _viewList(_ view: Self) -> _ViewList
}

extension View {
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        inputs.graph.makeView(view, inputs: inputs)
    }
}

/// A view the runtime lays out and draws itself, without a body.
public protocol _PrimitiveView: View where Body == Never {}

extension _PrimitiveView {
    /// Primitive views have no body; the runtime lays them out and draws them itself.
    public var body: Never {
        fatalError("\(Self.self) is a primitive view and has no body")
    }
}

extension View where Body == Never {
    /// A view of the learner's must declare its body, as SwiftUI's compiler says ("type does
    /// not conform to protocol 'View'"): without this, Swift would take this one and the view
    /// would stop when drawn.
    @available(*, unavailable, message: "a view declares its body: var body: some View { … }")
    public var body: Never {
        fatalError("\(Self.self) has no body")
    }
}

extension Never: _PrimitiveView {
    public typealias Body = Never
    public static func _makeView(_ view: Never, inputs: _ViewInputs) -> _ViewOutputs {}
}

/// What a view receives from its parent while the graph is built: its environment, its
/// identity, the record of the enclosing view with a body, and the graph.
public struct _ViewInputs {
    var environment: EnvironmentValues
    unowned(unsafe) let graph: ViewGraph
    var identity = ViewIdentity.root
    unowned(unsafe) var parentRecord: ViewRecord?
    /// The content closures of the custom modifiers being expanded, keyed by modifier type.
    var modifierContents: [ObjectIdentifier: (_ViewInputs) -> _ViewOutputs] = [:]

    init(environment: EnvironmentValues, graph: ViewGraph) {
        self.environment = environment
        self.graph = graph
    }
}

/// The nodes a view produced: none (EmptyView, a false `if`), one, or many (TupleView, ForEach).
public struct _ViewOutputs {
    var nodes: [ViewNode]

    init(nodes: [ViewNode]) { self.nodes = nodes }
    init(node: ViewNode) { self.nodes = [node] }
    static let empty = _ViewOutputs(nodes: [])

    /// One node doing `behavior` around the nodes of a container's `content`.
    init<Content: View>(_ behavior: any NodeBehavior, around content: Content, inputs: _ViewInputs) {
        self.init(node: ViewNode(behavior, children: makeNodes(of: content, inputs: inputs.child(.content)), inputs: inputs))
    }
}

extension _ViewInputs {
    /// The inputs of a child reached through `component` (a tuple position, a branch, an id).
    func child(_ component: IdentityComponent) -> _ViewInputs {
        var inputs = self
        inputs.identity = identity.appending(component)
        return inputs
    }
}
