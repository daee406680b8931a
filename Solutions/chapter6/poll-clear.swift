import SwiftUI

// Reference solution for the poll-clear exercise (chapter 6, after step 3).
//
// An explicit animation belongs to a change: the votes are counted inside withAnimation, so
// the bars grow; "Clear" changes the same state outside it, so its change is not animated.
// The implicit .animation(_:value:) of the starter animated every change of the counts,
// whoever made it.

struct Poll: View {
    @State private var yes = 1
    @State private var no = 1

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Button("Yes") { withAnimation(.linear(duration: 1)) { yes += 1 } }
                Button("No") { withAnimation(.linear(duration: 1)) { no += 1 } }
                Button("Clear") { yes = 1; no = 1 }
            }
            Color.orange.frame(width: CGFloat(yes) * 16, height: 16)
            Color.orange.frame(width: CGFloat(no) * 16, height: 16)
        }
        .frame(width: 112, alignment: .leading)
    }
}
