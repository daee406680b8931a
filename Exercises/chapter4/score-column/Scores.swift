import SwiftUI

// Exercise: a column of scores (chapter 4, after step 18, your own alignment).
//
// Each ScoreLine reads "Home 2 : 1 Away". In a column of them, the colons should make one
// straight line down the middle, whatever the lengths of the names. Right now the rows are only
// centred. Fix it as the instructions (`learn exercises score-column`) describe.
//
// Check your work with `learn check score-column`; `learn hint score-column` gives one hint at a
// time. Keep this file to declarations: the checker adds the code that builds each scenario.

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
    }
}
