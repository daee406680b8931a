// MUST PASS: a ZStack aligned .bottomTrailing holds the grey and the date, inside the fixed frame; the colour takes the frame's 160×48 and the ZStack places the text in its corner, so it draws what the reference draws.
import SwiftUI

struct DateStamp: View {
    let date: String

    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            Color.gray
            Text(date)
        }
        .frame(width: 160, height: 48)
    }
}
