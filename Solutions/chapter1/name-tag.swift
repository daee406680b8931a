import SwiftUI

// Reference solution for the name-tag exercise (chapter 1, after step 9).
//
// A border outlines the layer it is written after. Written after .padding(16), it hugs the padded
// name; the frame, after it, only gives the tag a fixed slot of 240×80 and centres it there, with
// no outline of its own.

struct NameTag: View {
    var name: String

    var body: some View {
        Text(name)
            .padding(16)
            .border(Color.blue)
            .frame(width: 240, height: 80)
    }
}
