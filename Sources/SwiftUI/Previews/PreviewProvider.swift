/// A type that produces view previews, as Xcode's canvas draws them: `learn run` draws the
/// previews of a file that has no top-level code of its own, each under its name.
///
/// Each view of `previews` is one preview: a `Group` or a `ForEach` there makes several.
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View

    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
}
