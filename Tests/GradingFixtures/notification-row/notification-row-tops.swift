// MUST FAIL (a time beside the row lines up with the title): the bell and the title both set the guide to their tops, which lines the bell up with the title inside the row; but the row now answers .titleLine with the title's top, so a text beside it, aligned by its default centre, sits half a row too high.
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
                .alignmentGuide(.titleLine) { d in d[.top] }
            VStack(alignment: .leading, spacing: 0) {
                Text(app)
                Text(title)
                    .alignmentGuide(.titleLine) { d in d[.top] }
                Text(message)
            }
        }
    }
}
