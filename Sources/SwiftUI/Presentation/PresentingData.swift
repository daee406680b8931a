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

/// Confirmation dialogs made from a value, as the alerts above: shown while `isPresented` is
/// true and `data` is not nil, their actions and message made from the value.
extension View {
    /// A dialog whose actions are made from `data`.
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions, message: { (_: T) in EmptyView() })
    }

    /// A string-titled dialog whose actions are made from `data`.
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions, message: { (_: T) in EmptyView() })
    }

    /// A dialog whose actions and message are made from `data`.
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions, message: message)
    }

    /// A string-titled dialog whose actions and message are made from `data`.
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions, message: message)
    }

    /// A `Text`-titled dialog whose actions and message are made from `data`.
    public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let shownActions = data.map(actions)
        let shownMessage = data.map(message)
        let hasData = data != nil
        let shown = Binding<Bool>(
            get: { hasData && isPresented.wrappedValue },
            set: { isPresented.wrappedValue = $0 })
        return confirmationDialog(title, isPresented: shown, titleVisibility: titleVisibility, actions: { shownActions }, message: { shownMessage })
    }
}
