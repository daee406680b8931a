import SwiftUI

// Reference solution for the size readout (chapter 5, after step 3).
//
// An overlay (like a background) proposes exactly the size of the view it decorates, and a
// GeometryReader takes what it is proposed, so a reader in the overlay is exactly as large as
// the yellow box and reports its size. It places its text at its top leading corner. What the
// overlay's content chooses never changes the box's size, so the readout costs no space.

struct MeasuredBox: View {
    var title: String

    var body: some View {
        Text(title)
            .padding(16)
            .background(Color.yellow)
            .overlay(GeometryReader { proxy in
                Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
            })
    }
}
