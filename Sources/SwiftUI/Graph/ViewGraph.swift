/// State shared by all nodes of one hosted view tree.
final class ViewGraph {
    /// Set while `TerminalHost.layoutTrace()` records a layout pass.
    var recorder: LayoutRecorder?
}
