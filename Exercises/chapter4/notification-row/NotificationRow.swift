import SwiftUI

// Exercise: a notification row (chapter 4, after step 18, your own alignment).
//
// The bell should be centred on the title line, the second line of the text column. Centred on
// the whole column, it is only right while the column has three lines. Fix it as the
// instructions (`learn exercises notification-row`) describe.
//
// Check your work with `learn check notification-row`; `learn hint notification-row` gives one
// hint at a time. Keep this file to declarations: the checker adds the code that builds each
// scenario.

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
