// MUST PASS: no line limit, but a fixed frame 16 points tall offers the text one row, so it truncates on one line, and in the middle; the frame reports the text's width and one row, as the reference does.
import SwiftUI
struct FileLabel: View {
    let name: String
    var body: some View {
        Text(name)
            .truncationMode(.middle)
            .frame(height: 16)
    }
}
