import Foundation

/// A button that pastes what the system pasteboard holds, labelled "Paste" with the
/// `doc.on.clipboard` symbol, as SwiftUI's `PasteButton` (iOS 16).
///
/// Apple: the button "automatically validates and enables itself when the pasteboard contains
/// items that match" the payload type. A program here runs in a sandbox with no pasteboard, so
/// there is never anything to paste: the button is drawn, and drawn disabled, and `onPaste` never
/// runs (docs/deviations.md).
public struct PasteButton: View {
    /// A button that would hand `onPaste` the pasteboard's values of `payloadType`.
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

    /// The standard label, disabled: the pasteboard is always empty here.
    public var body: some View {
        Button {} label: { Label("Paste", systemImage: "doc.on.clipboard") }
            .disabled(true)
    }
}
