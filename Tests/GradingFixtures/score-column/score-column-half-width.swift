// MUST PASS: the row is built as two halves around the colon, each an HStack, and the colon's guide is written as half its width; the colon's centre is the guide, as in the reference, so every scenario draws the same.
import SwiftUI

enum ScoreColon: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat {
        d[HorizontalAlignment.center]
    }
}

extension HorizontalAlignment {
    static let scoreColon = HorizontalAlignment(ScoreColon.self)
}

struct ScoreLine: View {
    let home: String
    let homeGoals: Int
    let away: String
    let awayGoals: Int

    var body: some View {
        HStack(spacing: 8) {
            HStack(spacing: 8) {
                Text(home)
                Text(String(homeGoals))
            }
            Text(":")
                .alignmentGuide(.scoreColon) { d in d.width / 2 }
            HStack(spacing: 8) {
                Text(String(awayGoals))
                Text(away)
            }
        }
    }
}
