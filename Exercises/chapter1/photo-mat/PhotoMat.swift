import SwiftUI

// Exercise: a mounted photo caption (chapter 1, after step 7).
//
// A caption is mounted like a photo: the words in black on a yellow card, 8 points of yellow at
// each side of them, and all of that on an orange mat with 16 points of orange on every side.
// This one has the modifiers the mount needs, in the wrong order. Move them so that it draws the
// mount in the instructions (`learn exercises photo-mat`).
//
// Keep `PhotoMat(caption:)`: the checker builds the mount with it. Check your work with
// `learn check photo-mat` (or `:check` in the REPL); `learn hint photo-mat` gives one hint at a
// time. Keep this file to declarations (no top-level statements).

struct PhotoMat: View {
    var caption: String

    var body: some View {
        Text(caption)
            .foregroundStyle(.black)
            .background(Color.orange)
            .padding(.horizontal, 8)
            .background(Color.yellow)
            .padding(16)
    }
}
