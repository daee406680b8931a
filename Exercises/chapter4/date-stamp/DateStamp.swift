import SwiftUI

// Exercise: a date stamp (chapter 4, after step 6, fixed frames).
//
// The card should be grey all over with the date in its bottom trailing corner. Here the grey
// covers only the letters. Fix it as the instructions (`learn exercises date-stamp`) describe.
//
// Check your work with `learn check date-stamp`; `learn hint date-stamp` gives one hint at a
// time. Keep this file to declarations: the checker adds the code that builds each scenario.

struct DateStamp: View {
    let date: String

    var body: some View {
        Text(date)
            .background(Color.gray)
            .frame(width: 160, height: 48, alignment: .bottomTrailing)
    }
}
