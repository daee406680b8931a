import Foundation

extension View {
    /// Pushes the view `destination` makes for `item` while it is not nil (Apple's
    /// documentation of `navigationDestination(item:destination:)`: "when item is non-nil,
    /// SwiftUI passes the value into the destination closure and presents the result"; popping
    /// it with the back button or `dismiss` sets the binding back to nil). Another value in its
    /// place replaces the pushed view with that value's.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(ItemDestinationModifier(item: item, destination: { AnyView(destination($0)) }))
    }
}

/// Keeps a pushed view on the stack in step with an optional value.
struct ItemDestinationModifier<D: Hashable>: ViewModifier {
    let item: Binding<D?>
    let destination: (D) -> AnyView
    @Environment(\.navigator) private var navigator
    @State private var pushedID: Int?

    func body(content: Content) -> some View {
        content
            .onChange(of: item.wrappedValue, initial: true) { _, value in
                guard let navigator else { return }
                if let pushedID {
                    self.pushedID = nil
                    navigator.popView(pushedID)
                }
                guard let value else { return }
                pushedID = navigator.push(destination(value)) { [$pushedID] in
                    // Popped by the person (or replaced by another value: the binding then
                    // already holds the new one, which a nil would erase).
                    guard $pushedID.wrappedValue != nil else { return }
                    $pushedID.wrappedValue = nil
                    item.wrappedValue = nil
                }
            }
    }
}

extension ItemDestinationModifier: ImplementationDetail {}
