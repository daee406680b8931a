import SwiftUI

// Reference solution for the hanging-bullet exercise (chapter 4, step 17).
//
// In a VStack aligned .leading, each child answers where its leading guide is. The item says
// its leading guide is 16 points in, where its text starts (the bullet's 8 points plus 8 of
// spacing), so the stack lines the text up with the other children's leading edges and the
// bullet hangs out in front of them. An alignment guide moves a view and makes room for it: the
// stack grows 16 points on its leading side. (An offset would only move the drawing.)
// `.firstTextBaseline` keeps the bullet on the first line of a wrapped text.

struct BulletItem: View {
    let text: String

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            Text("•")
            Text(text)
        }
        .alignmentGuide(.leading) { d in d[.leading] + 16 }
    }
}
