/// A type that represents the structure and behaviour of an app: the `@main` type of an app as
/// Xcode's template writes it.
///
/// ```swift
/// @main
/// struct ReadingApp: App {
///     @Environment(\.scenePhase) private var scenePhase
///
///     var body: some Scene {
///         WindowGroup {
///             ContentView()
///         }
///         .onChange(of: scenePhase) { print("now \(scenePhase)") }
///     }
/// }
/// ```
///
/// `learn run` runs a file whose `@main` type is an app: full-screen and live on a terminal,
/// drawn once through a pipe. The app's body runs like a view's, so its `@State`,
/// `@StateObject` and `@Environment` properties work as in a view.
public protocol App {
    /// The type of scene representing the body of this app.
    associatedtype Body: Scene

    /// The app's scenes: in a terminal, the first window group is the screen.
    @SceneBuilder var body: Body { get }

    /// Creates the app; SwiftUI makes one when the program starts.
    init()
}

/// An app as a terminal shows it: the root view of its first scene, in a scene that is
/// `.inactive` until it has been shown and then `.active`, as on a device, where an app's
/// `.onChange(of: scenePhase)` sees `.active` once it has launched. A terminal app never goes
/// to the background: leaving it ends the program (docs/deviations.md).
public struct _AppRoot<A: App>: View, ImplementationDetail {
    private let app: A
    @State private var phase = ScenePhase.inactive

    public init(_ app: A) {
        self.app = app
    }

    public var body: some View {
        AppScene(app: app)
            .environment(\.scenePhase, phase)
            .onAppear { phase = .active }
    }
}

/// The app's own body, run in a record of its own so that its dynamic properties work, as a
/// view's body does (``ViewGraph/makeApp(_:inputs:)``).
private struct AppScene<A: App>: View {
    let app: A

    var body: Never { fatalError() }

    static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        inputs.graph.makeApp(view.app, inputs: inputs)
    }
}
