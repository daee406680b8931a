import Foundation

extension View {
    /// Shows `content` in an inspector while `isPresented` is true. In a compact width (an
    /// iPhone, and a terminal) SwiftUI presents an inspector as a sheet (Apple's documentation of
    /// `inspector(isPresented:content:)`: "in compact size classes the inspector presents as a
    /// sheet"), and so does `learn`: a bordered box over all but the presenter's top row, which
    /// `presentationDetents` can make shorter; `dismiss` inside it sets the binding to false.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        presenting("inspector", isPresented: isPresented, onDismiss: nil) { SheetBox(content: content()) }
    }

    /// The inspector's width beside the content on a wide screen.
    ///
    /// Accepted: a terminal is a compact width, where the inspector is a sheet and has no column.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View {
        self
    }

    /// The inspector's range of widths beside the content on a wide screen.
    ///
    /// Accepted: a terminal is a compact width, where the inspector is a sheet and has no column.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        self
    }
}
