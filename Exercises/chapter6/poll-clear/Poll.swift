import SwiftUI

// Exercise: animate the change, not the value (chapter 6, after step 3, explicit animations).
//
// A poll: "Yes" and "No" each add a vote, 16 points, to their bar, and "Clear" starts again
// from one vote each. A vote should grow its bar over one second; "Clear" should empty the
// bars at once. Here every change of the counts is animated, "Clear" too. Fix it as the
// instructions (`learn exercises poll-clear`) describe.
//
// Check your work with `learn check poll-clear`; `learn hint poll-clear` gives one hint at a
// time. Keep this file to declarations: the checker adds the code that builds each scenario.

struct Poll: View {
    @State private var yes = 1
    @State private var no = 1

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Button("Yes") { yes += 1 }
                Button("No") { no += 1 }
                Button("Clear") { yes = 1; no = 1 }
            }
            Color.orange.frame(width: CGFloat(yes) * 16, height: 16)
            Color.orange.frame(width: CGFloat(no) * 16, height: 16)
        }
        .frame(width: 112, alignment: .leading)
        .animation(.linear(duration: 1), value: yes + no)
    }
}
