// MUST PASS: the right-to-left row goes through a small wrapper view, and the dark row sits in a VStack of its own that receives the colour scheme; each row still gets exactly its own value.
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

struct Mirrored<Content: View>: View {
    var content: Content
    var body: some View {
        content.environment(\.layoutDirection, LayoutDirection.rightToLeft)
    }
}

struct ReaderPreview: View {
    var body: some View {
        VStack(spacing: 16) {
            PageRow()
            Mirrored(content: PageRow())
            VStack {
                PageRow()
            }
            .environment(\.colorScheme, ColorScheme.dark)
        }
    }
}
