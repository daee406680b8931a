import Foundation

/// A view that SwiftUI makes again only when its content is not `==` to what it was (Apple's
/// documentation of `EquatableView`: "a view type that compares itself against its previous
/// value and prevents its child updating if its new value is the same as its old value"). A
/// content type whose `==` leaves out a property it draws keeps showing the old value of that
/// property, as in SwiftUI; its body does not run again while `==` says equal.
public struct EquatableView<Content: View & Equatable>: View {
    /// The wrapped view, compared with `==` to its previous value.
    public var content: Content

    /// Wraps `content`, whose body is computed again only when it is not `==` to its previous value.
    public init(content: Content) {
        self.content = content
    }

    public var body: some View {
        content
    }
}

extension EquatableView: Equatable {
    /// Compared by the content's own `==`.
    public static func == (lhs: EquatableView, rhs: EquatableView) -> Bool {
        lhs.content == rhs.content
    }
}

extension EquatableView: ImplementationDetail {}

extension View where Self: Equatable {
    /// This view in an `EquatableView`, so that it is made again only when its `==` says it
    /// changed.
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
