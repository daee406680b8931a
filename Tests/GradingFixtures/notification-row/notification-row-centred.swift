// MUST FAIL ("a message that wraps", "rows in a column", "a time beside the row lines up with the title", "right to left: the bell on the right"): the starter: the row is centred, so the bell is centred on the whole text column, which is the title line only while the column has three lines (or, by coincidence, five, as when the app's name wraps).
import SwiftUI

enum TitleLine: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat {
        d[VerticalAlignment.center]
    }
}

extension VerticalAlignment {
    static let titleLine = VerticalAlignment(TitleLine.self)
}

struct NotificationRow: View {
    let app: String
    let title: String
    let message: String

    var body: some View {
        HStack {
            Image(systemName: "bell.fill")
            VStack(alignment: .leading, spacing: 0) {
                Text(app)
                Text(title)
                Text(message)
            }
        }
    }
}
