// MUST FAIL: the learner put both settings on the VStack, so every row is flipped and dark, not only the second and the third.
import SwiftUI

struct PageRow: View {
    var body: some View {
        HStack {
            Text("‹ Back")
            Spacer()
            Text("Next ›")
        }
    }
}

struct ReaderPreview: View {
    var body: some View {
        VStack(spacing: 16) {
            PageRow()
            PageRow()
            PageRow()
        }
        .environment(\.layoutDirection, .rightToLeft)
        .environment(\.colorScheme, .dark)
    }
}
