import SwiftUI

// Reference solution for the notification-row exercise (chapter 4, step 18).
//
// A custom alignment travels: asked for `.titleLine`, the inner VStack answers with the value
// its title sets explicitly, moved into the stack's coordinates, and the HStack lines that up
// with the icon's default, its centre. So the icon is centred on the title line however many
// lines the app's name or the message take. The row passes the same answer on to any stack
// around it that aligns on `.titleLine`.

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
                    .alignmentGuide(.titleLine) { d in d[VerticalAlignment.center] }
                Text(message)
            }
        }
    }
}
