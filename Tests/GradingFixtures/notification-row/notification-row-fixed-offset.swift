// MUST FAIL ("an app name that wraps"): the guide is set on the whole column as a fixed 24 points down (the title line's centre when the app's name is one line), so a name that wraps puts the bell a row above the title.
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
            VStack(alignment: .leading, spacing: 0) {
                Text(app)
                Text(title)
                Text(message)
            }
            .alignmentGuide(.titleLine) { d in d[.top] + 24 }
        }
    }
}
