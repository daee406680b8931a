// MUST PASS: an explicit ratio of 1 says what the symbol's ideal size already says (it is square), so the icon takes the same squares; proposed nil it still answers 16 by 16.
import SwiftUI

struct Icon: View {
    let systemName: String

    var body: some View {
        Image(systemName: systemName)
            .resizable()
            .aspectRatio(1, contentMode: .fit)
            .background(Color.gray)
    }
}
