// MUST FAIL: the learner stacked the two parts instead of joining them, so the bold word sits on a line of its own and the sentence starts below it.
import SwiftUI

struct ShopNotice: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Closed").bold()
            Text("on Monday for a tasting; open again on Tuesday at nine")
        }
    }
}
