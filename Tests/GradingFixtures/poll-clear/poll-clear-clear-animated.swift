// MUST FAIL: withAnimation wraps "Clear" as well, so the bars shrink over a second instead of emptying at once.
import SwiftUI

struct Poll: View {
    @State private var yes = 1
    @State private var no = 1

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Button("Yes") { withAnimation(.linear(duration: 1)) { yes += 1 } }
                Button("No") { withAnimation(.linear(duration: 1)) { no += 1 } }
                Button("Clear") { withAnimation(.linear(duration: 1)) { yes = 1; no = 1 } }
            }
            Color.orange.frame(width: CGFloat(yes) * 16, height: 16)
            Color.orange.frame(width: CGFloat(no) * 16, height: 16)
        }
        .frame(width: 112, alignment: .leading)
    }
}
