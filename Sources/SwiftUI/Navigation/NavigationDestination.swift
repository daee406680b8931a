import Foundation

extension View {
    /// Declares the view pushed for values of type `data` (from a value `NavigationLink` or
    /// the stack's path), for the `NavigationStack` around this view.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(NavigationDestinationModifier(data: data, destination: destination))
    }

    /// Pushes `destination` while `isPresented` is true; popping it sets it back to false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        modifier(PresentedDestinationModifier(isPresented: isPresented, destination: AnyView(destination())))
    }
}

/// Registers a destination with the stack when its body runs (before any value is pushed).
struct NavigationDestinationModifier<D: Hashable, C: View>: ViewModifier {
    let data: D.Type
    let destination: (D) -> C
    @Environment(\.navigator) private var navigator

    func body(content: Content) -> some View {
        navigator?.register(data, destination: destination)
        return content
    }
}

/// Keeps a pushed view on the stack in step with a Boolean binding.
struct PresentedDestinationModifier: ViewModifier {
    let isPresented: Binding<Bool>
    let destination: AnyView
    @Environment(\.navigator) private var navigator
    @State private var pushedID: Int?

    func body(content: Content) -> some View {
        content
            .onChange(of: isPresented.wrappedValue, initial: true) { _, presented in
                guard let navigator else { return }
                if presented, pushedID == nil {
                    pushedID = navigator.push(destination) { [$pushedID] in
                        $pushedID.wrappedValue = nil
                        isPresented.wrappedValue = false
                    }
                } else if !presented, let pushedID {
                    navigator.popView(pushedID)
                }
            }
    }
}

extension NavigationDestinationModifier: ImplementationDetail {}
