/// A part of an app's user interface whose life the system manages: in a terminal, the screen.
///
/// Compose scenes in an ``App``'s `body`, or in a scene of your own, as views compose in a
/// view's `body`. The terminal shows one window: the first ``WindowGroup``'s content.
public protocol Scene {
    /// The type of scene representing the body of this scene.
    associatedtype Body: Scene

    /// The content of the scene.
    @SceneBuilder var body: Body { get }

    /// The view the terminal shows for this scene: a primitive scene's content, else its
    /// body's. Not meant to be called directly.
    var _rootView: AnyView { get }
}

extension Scene {
    public var _rootView: AnyView { body._rootView }
}

extension Scene where Body == Never {
    /// Primitive scenes have no body; the runtime shows them itself.
    public var body: Never {
        fatalError("\(Self.self) is a primitive scene and has no body")
    }
}

extension Never: Scene {
    public var _rootView: AnyView { fatalError("Never has no view") }
}

/// Builds a scene from the scenes written in an ``App``'s or a ``Scene``'s `body`.
@resultBuilder public enum SceneBuilder {
    /// A scene written on its own line of a scene body, as it is.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content {
        content
    }

    /// A body of one scene: that scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
        content
    }

    /// Several scenes (a `WindowGroup` and macOS's `Settings`, say): a terminal shows the
    /// first, as an iPhone shows an app's first window group.
    public static func buildBlock<First: Scene, each Other: Scene>(_ first: First, _ other: repeat each Other) -> _FirstScene<First> {
        _FirstScene(first)
    }

    /// An `if` without `else`: its scene when the condition holds, else no scene.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> {
        _OptionalScene(content)
    }

    /// The `if` branch of an `if`/`else` (or the first case of a `switch`).
    public static func buildEither<First: Scene, Second: Scene>(first: First) -> _ConditionalScene<First, Second> {
        _ConditionalScene(.first(first))
    }

    /// The `else` branch of an `if`/`else` (or a later case of a `switch`).
    public static func buildEither<First: Scene, Second: Scene>(second: Second) -> _ConditionalScene<First, Second> {
        _ConditionalScene(.second(second))
    }

    /// A scene inside `if #available`: the scene itself.
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content {
        content
    }
}

/// The first of several scenes in a body, which is the one a terminal shows.
public struct _FirstScene<Content: Scene>: Scene {
    let content: Content

    init(_ content: Content) { self.content = content }

    public var body: Never { fatalError() }
    public var _rootView: AnyView { content._rootView }
}

/// A scene written in an `if` without an `else`: nothing when the condition is false.
public struct _OptionalScene<Content: Scene>: Scene {
    let content: Content?

    init(_ content: Content?) { self.content = content }

    public var body: Never { fatalError() }
    public var _rootView: AnyView { content?._rootView ?? AnyView(EmptyView()) }
}

/// A scene chosen by an `if`/`else` or a `switch`.
public struct _ConditionalScene<First: Scene, Second: Scene>: Scene {
    enum Branch {
        case first(First)
        case second(Second)
    }

    let branch: Branch

    init(_ branch: Branch) { self.branch = branch }

    public var body: Never { fatalError() }
    public var _rootView: AnyView {
        switch branch {
        case .first(let scene): scene._rootView
        case .second(let scene): scene._rootView
        }
    }
}
