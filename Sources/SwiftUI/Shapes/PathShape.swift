import Foundation

/// A path is a shape too: as a view it takes the proposed size (10 for an unspecified
/// dimension) and draws its points where they are, measured from the view's top-leading corner,
/// whatever size it was given.
extension Path: Shape {
    /// The path itself, wherever `rect` is: a path does not scale to its frame.
    public func path(in rect: CGRect) -> Path { self }
}
