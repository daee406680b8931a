import Foundation

extension View {
    /// Presents a dialog of choices (`actions`, usually buttons) while `isPresented` is true,
    /// with a Cancel button under them as iOS adds; any of its buttons closes it.
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: { EmptyView() })
    }

    /// A dialog titled with the string `title` (not localized); the title shows only with
    /// `titleVisibility: .visible`, as on iOS, and Cancel is added under the choices.
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: { EmptyView() })
    }

    /// A dialog of `actions` with `message` above them; the title shows only with
    /// `titleVisibility: .visible`, as on iOS.
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    /// A dialog titled with the string `title` (not localized), with `message` above the choices;
    /// the title shows only with `titleVisibility: .visible`.
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    /// A dialog with a message; the title shows only with `titleVisibility: .visible`, as on iOS.
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let dialog = DialogBox(title: titleVisibility == .visible ? title : nil, message: message(), actions: actions())
        return presenting("confirmation dialog", isPresented: isPresented, onDismiss: nil) { dialog.dismissedByButtons() }
    }
}

/// A confirmation dialog: a bordered box at the bottom of the view (an action sheet on iOS)
/// with the title and message, the choices one under another, and Cancel below them.
struct DialogBox<Message: View, Actions: View>: View {
    let title: Text?
    let message: Message
    let actions: Actions

    var body: some View {
        VStack(spacing: 0) {
            Spacer(minLength: 0)
            VStack(spacing: 0) {
                if let title { title.bold() }
                message
                if title != nil || Message.self != EmptyView.self { Divider().frame(height: 16) }
                actions
            }
            .frame(maxWidth: .infinity)
            .padding(.vertical, 16)
            .background(PresentationSurface())
            .border(Color.gray)
            Button("Cancel", role: .cancel) {}
                .frame(maxWidth: .infinity)
                .padding(.vertical, 16)
                .background(PresentationSurface())
                .border(Color.gray)
        }
    }
}

extension DialogBox: ImplementationDetail {}
