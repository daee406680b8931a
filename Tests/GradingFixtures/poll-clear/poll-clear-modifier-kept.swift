// MUST FAIL: withAnimation is added to the votes but the implicit animation is left on the poll, so "Clear" still animates.
import SwiftUI

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
        .animation(.linear(duration: 1), value: yes + no)
    }
}
