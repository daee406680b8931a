import SwiftUI

// Exercise: a thumbnail that grows (chapter 6, after step 5, matched geometry).
//
// "Photo" opens the album's thumbnail as a large photo, and a second tap closes it. Here the
// thumbnail fades out where it is while the photo fades in where it is. Make the thumbnail
// grow into the photo, as the instructions (`learn exercises photo-hero`) show.
//
// Check your work with `learn check photo-hero`; `learn hint photo-hero` gives one hint at a
// time. Keep this file to declarations: the checker adds the code that builds each scenario.

struct Album: View {
    @State private var open = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Photo") {
                withAnimation(.linear(duration: 1)) { open.toggle() }
            }
            if open {
                Color.orange
                    .frame(width: 96, height: 48)
            } else {
                HStack(spacing: 8) {
                    Text("Trip")
                    Color.orange
                        .frame(width: 16, height: 16)
                }
            }
        }
        .frame(width: 128, height: 80, alignment: .topLeading)
    }
}
