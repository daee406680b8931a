// MUST PASS: the implicit animation stays, and "Clear" resets the counts with withTransaction in a transaction that disables animations, which keeps .animation(_:value:) from adding its animation.
import SwiftUI

struct Poll: View {
    @State private var yes = 1
    @State private var no = 1

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Button("Yes") { yes += 1 }
                Button("No") { no += 1 }
                Button("Clear") { var still = Transaction(); still.disablesAnimations = true; withTransaction(still) { yes = 1; no = 1 } }
            }
            Color.orange.frame(width: CGFloat(yes) * 16, height: 16)
            Color.orange.frame(width: CGFloat(no) * 16, height: 16)
        }
        .frame(width: 112, alignment: .leading)
        .animation(.linear(duration: 1), value: yes + no)
    }
}
