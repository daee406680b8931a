import SwiftUI

// Reference solution for the score-column exercise (chapter 4, step 18).
//
// The colon says where the row's scoreColon guide is: at its own centre. An HStack does not use
// a horizontal guide itself, so it passes the question on and answers with the colon's centre
// in the row's coordinates; a VStack aligned on .scoreColon then puts every row's colon on one
// vertical line, even a row nested in another stack.

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
                .alignmentGuide(.scoreColon) { d in d[HorizontalAlignment.center] }
            Text("\(awayGoals)")
            Text(away)
        }
    }
}
