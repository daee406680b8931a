// MUST PASS: no anchors; each tab is a column of its label and a 16-point line that is blue only under the selected tab. Step 9 says this is the simpler way when the mark belongs to one item, and it draws the same bar.
import SwiftUI

struct TabBar: View {
    var tabs: [String]
    @State private var selected = 0

    var body: some View {
        HStack(alignment: .top, spacing: 16) {
            ForEach(tabs.indices, id: \.self) { index in
                VStack(spacing: 0) {
                    Button(tabs[index]) { selected = index }
                    if index == selected {
                        Color.blue.frame(height: 16)
                    } else {
                        Color.clear.frame(height: 16)
                    }
                }
                .fixedSize()
            }
        }
    }
}
