import SwiftUI

// Reference solution for the storage-bar exercise (chapter 6, after step 2).
//
// A change of `used` changes two frames (the used part gets narrower, the free part wider and
// further left) and the label. The animation is attached to the bar, so it covers both parts:
// every frame is interpolated from its old value to its new one, and the two parts stay side
// by side all the way. The label is text, which cannot be interpolated: it reads the new
// value from the first frame.

struct Storage: View {
    @State private var used = 75

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Button("Clean") { used = 25 }
                Button("Fill") { used = 90 }
            }
            Text("\(used)% used")
            HStack(alignment: .top, spacing: 0) {
                Color.orange
                    .frame(width: CGFloat(used) * 0.96, height: 16)
                Color.gray
                    .frame(width: CGFloat(100 - used) * 0.96, height: 8)
            }
            .animation(.linear(duration: 1), value: used)
        }
        .frame(width: 96, alignment: .leading)
    }
}
