// MUST FAIL (two-digit scores keep the colons in line; a title centred over the colons; a row nested in another stack still lines up): the guide is set on the end of the home team's name instead of on the colon, which lines the colons up only while the home scores have the same number of digits (a two-digit score pushes its colon 8 points along), and a title is centred on the names' ends rather than on the colons.
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
                .alignmentGuide(.scoreColon) { d in d[.trailing] }
            Text("\(homeGoals)")
            Text(":")
            Text("\(awayGoals)")
            Text(away)
        }
    }
}
