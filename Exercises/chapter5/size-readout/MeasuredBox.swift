import SwiftUI

// Exercise: a size readout (chapter 5, after step 3, a reader in the background).
//
// A yellow box round a title, with 16 points of padding, that writes its own size in its top
// leading corner, as "112×48". This one puts the reader under the box, where it measures the
// space it is offered instead of the box, and makes the box taller. Fix it as the instructions
// (`learn exercises size-readout`) describe.
//
// Check your work with `learn check size-readout`; `learn hint size-readout` gives one hint at a
// time. Keep this file to declarations: the checker adds the code that builds each scenario.

struct MeasuredBox: View {
    var title: String

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(title)
                .padding(16)
                .background(Color.yellow)
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
            }
        }
    }
}
