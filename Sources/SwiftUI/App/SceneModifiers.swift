/// A scene whose content is changed by a view modifier: what `Scene.onChange(of:)`,
/// `Scene.environment(_:_:)` and `Scene.environmentObject(_:)` return. As in SwiftUI, a modifier
/// on a scene applies to every view of the scene, so it wraps the scene's root view.
public struct _ModifiedScene<Content: Scene>: Scene {
    let content: Content
    let modify: (AnyView) -> AnyView

    public var body: Never { fatalError() }
    public var _rootView: AnyView { modify(content._rootView) }
}

extension Scene {
    package func modified(_ modify: @escaping (AnyView) -> some View) -> _ModifiedScene<Self> {
        _ModifiedScene(content: self) { AnyView(modify($0)) }
    }

    /// Runs `action` when `value` changes, with the old and the new value: an app's
    /// `.onChange(of: scenePhase)` sees the scene become active when it is first shown.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some Scene {
        modified { $0.onChange(of: value, initial: initial, action) }
    }

    /// Runs `action` when `value` changes.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene {
        modified { $0.onChange(of: value, initial: initial, action) }
    }

    /// Runs `action` with the new value when `value` changes (deprecated in iOS 17's SDK in
    /// favour of the forms with two values or none).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some Scene {
        modified { $0.onChange(of: value, perform: action) }
    }

    /// Sets an environment value for every view of the scene.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        modified { $0.environment(keyPath, value) }
    }

    /// Puts an `@Observable` object in the environment of every view of the scene.
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some Scene {
        modified { $0.environment(object) }
    }

    /// Puts an `ObservableObject` in the environment of every view of the scene, for
    /// `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        modified { $0.environmentObject(object) }
    }
}
