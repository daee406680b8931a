// MUST PASS: .scaledToFit() is the short form of .aspectRatio(contentMode: .fit), and the grey is given with the closure form of .background, which is proposed the image's size like the reference's short form.
import SwiftUI

struct Icon: View {
    let systemName: String

    var body: some View {
        Image(systemName: systemName)
            .resizable()
            .scaledToFit()
            .background {
                Color.gray
            }
    }
}
