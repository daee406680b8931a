import Foundation

/// What the views inside a `NavigationStack` use to change it: links push, back buttons and
/// `dismiss` pop, `navigationDestination(for:)` declares how a value is shown. One object per
/// stack (kept in its state), so the environment value stays the same from update to update.
final class Navigator {
    /// The stack's path: its binding's, or its own.
    var path: Binding<NavigationPath> = .constant(NavigationPath())
    /// Views pushed by destination links, above the path's values.
    var pushedViews: Binding<[PushedView]> = .constant([])
    /// Set for a split view's detail column: what a sidebar link pushes replaces what is shown.
    var pushReplaces = false
    private var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
    private var nextViewID = 0

    /// How many levels are above the root.
    var depth: Int { path.wrappedValue.count + pushedViews.wrappedValue.count }

    /// Declares how values of type `Value` are shown when pushed.
    func register<Value: Hashable, Destination: View>(_ type: Value.Type, destination: @escaping (Value) -> Destination) {
        destinations[ObjectIdentifier(type)] = { value in AnyView(destination(value.base as! Value)) }
    }

    /// The view for a pushed value, or nil when no destination was declared for its type.
    func destination(for value: AnyHashable) -> AnyView? {
        destinations[ObjectIdentifier(type(of: value.base))].map { $0(value) }
    }

    /// Pushes `value` if a destination shows it; otherwise says so as SwiftUI does, and
    /// nothing happens.
    func push(_ value: AnyHashable) {
        guard destinations[ObjectIdentifier(type(of: value.base))] != nil else {
            return RuntimeWarning.reportEachTime(
                "A NavigationLink is presenting a value of type “\(type(of: value.base))” but there is no matching "
                    + "navigationDestination declaration visible from the location of the link. The link cannot be activated.")
        }
        if pushReplaces { pop(toDepth: 0) }
        path.wrappedValue.elements.append(value)
    }

    /// Pushes a destination link's view; `onPop` runs when it leaves the stack. Returns the
    /// number that tells it from the others.
    @discardableResult
    func push(_ view: AnyView, onPop: (() -> Void)? = nil) -> Int {
        if pushReplaces { pop(toDepth: 0) }
        nextViewID += 1
        pushedViews.wrappedValue.append(PushedView(id: nextViewID, view: view, onPop: onPop))
        return nextViewID
    }

    /// Pops the pushed view numbered `id` and those above it.
    func popView(_ id: Int) {
        guard let index = pushedViews.wrappedValue.firstIndex(where: { $0.id == id }) else { return }
        popViews(pushedViews.wrappedValue.count - index)
    }

    private func popViews(_ count: Int) {
        let popped = pushedViews.wrappedValue.suffix(count)
        pushedViews.wrappedValue.removeLast(count)
        for view in popped { view.onPop?() }
    }

    /// Pops levels until `depth` levels are above the root: views pushed by links first,
    /// then the path's values.
    func pop(toDepth depth: Int) {
        var excess = self.depth - depth
        let views = min(excess, pushedViews.wrappedValue.count)
        if views > 0 { popViews(views) }
        excess -= views
        if excess > 0 { path.wrappedValue.removeLast(excess) }
    }
}

/// A view a destination link pushed, with a number that tells it from the others.
struct PushedView: Identifiable {
    let id: Int
    let view: AnyView
    let onPop: (() -> Void)?
}

private struct NavigatorKey: EnvironmentKey {
    static let defaultValue: Navigator? = nil
}

extension EnvironmentValues {
    /// The navigation stack around this view, if any.
    var navigator: Navigator? {
        get { self[NavigatorKey.self] }
        set { self[NavigatorKey.self] = newValue }
    }
}
