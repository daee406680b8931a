// MUST PASS: the range is split over two frames (a maximum inside, a minimum outside, both aligned .leading) and the grey is a filled Rectangle in a background closure; every proposal, nil included, gives the same bar as the reference's single frame.
import SwiftUI

struct MenuRow: View {
    let title: String

    var body: some View {
        Text(title)
            .frame(maxWidth: 240, alignment: .leading)
            .frame(minWidth: 80, alignment: .leading)
            .background {
                Rectangle().fill(Color.gray)
            }
    }
}
