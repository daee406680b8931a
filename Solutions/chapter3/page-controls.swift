import SwiftUI

// Reference solution for the page controls (chapter 3, after step 2).
//
// layoutDirection and colorScheme have no modifier of their own that sets them for a subtree, so
// they are written with environment(_:_:) and a key path. An HStack reads the layout direction
// and, right to left, puts its first child at the right; a text's default colour follows the
// colour scheme it receives.

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
                .environment(\.layoutDirection, .rightToLeft)
            PageRow()
                .environment(\.colorScheme, .dark)
        }
    }
}
