// MUST FAIL (names of different lengths line up on the colon; two-digit scores keep the colons in line; a title centred over the colons; a row nested in another stack still lines up; right to left, the colons still line up): the guide is set on the whole row, at its leading edge, so the rows are lined up on their first letters, not on their colons.
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
        HStack {
            Text(home)
            Text("\(homeGoals)")
            Text(":")
            Text("\(awayGoals)")
            Text(away)
        }
        .alignmentGuide(.scoreColon) { d in d[.leading] }
    }
}
