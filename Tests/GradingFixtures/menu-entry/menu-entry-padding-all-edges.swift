// MUST FAIL: right order, but .padding(16) pads every edge instead of the sides alone, so every entry is 48 points tall instead of 16.
import SwiftUI

struct MenuEntry: View {
    var title: String

    var body: some View {
        Text(title)
            .padding(16)
            .frame(width: 160)
    }
}
