// MUST FAIL (the right-to-left app): the second row swaps its texts by hand instead of setting the layout direction. It looks right in a left-to-right app, but in a right-to-left one the swapped row is flipped back.
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
            HStack {
                Text("Next ›")
                Spacer()
                Text("‹ Back")
            }
            PageRow()
                .environment(\.colorScheme, .dark)
        }
    }
}
