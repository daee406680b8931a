/// How `learn run --live` tells the program it runs to show its view live: the environment
/// variables learn sets and the program's `preview(_:)` (or its file's previews) read.
public enum LiveRequest {
    /// Set (to anything) when the program's view is to be shown live.
    public static let liveVariable = "LEARN_LIVE"
    /// The name of the preview to show live, of a file of `#Preview`s (`--preview NAME`).
    public static let previewVariable = "LEARN_PREVIEW"
}
