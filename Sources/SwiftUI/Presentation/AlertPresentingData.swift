import Foundation

/// Alerts made from a value: SwiftUI's `alert(_:isPresented:presenting:actions:message:)`. The
/// alert shows only while `isPresented` is true *and* `data` is not nil (Apple's documentation:
/// "For the alert to appear, both isPresented must be true and data must not be nil"); its
/// actions and message are made from the value, and any of its buttons closes it, setting
/// `isPresented` back to false.
extension View {
    /// An alert whose actions are made from `data`, shown while `isPresented` is true and
    /// `data` is not nil.
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: { (_: T) in EmptyView() })
    }

    /// An alert titled with a string, its actions made from `data`.
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: { (_: T) in EmptyView() })
    }

    /// An alert titled with a `Text`, its actions made from `data`.
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        alert(title, isPresented: isPresented, presenting: data, actions: actions, message: { (_: T) in EmptyView() })
    }

    /// An alert whose actions and message under its title are made from `data`.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// A string-titled alert whose actions and message are made from `data`.
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// A `Text`-titled alert whose actions and message are made from `data`.
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let shownActions = data.map(actions)
        let shownMessage = data.map(message)
        let hasData = data != nil
        let shown = Binding<Bool>(
            get: { hasData && isPresented.wrappedValue },
            set: { isPresented.wrappedValue = $0 })
        return alert(title, isPresented: shown, actions: { shownActions }, message: { shownMessage })
    }
}
