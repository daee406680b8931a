// MUST PASS: pads each side separately, paints the green with a filled Rectangle in the background, and sets the white after the background; it draws the same pill.
import SwiftUI

struct StatusPill: View {
    let status: String

    var body: some View {
        Text(status)
            .padding(.leading, 16)
            .padding(.trailing, 16)
            .background(Rectangle().fill(Color.green))
            .foregroundStyle(.white)
    }
}
