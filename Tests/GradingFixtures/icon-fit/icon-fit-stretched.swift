// MUST FAIL (every scenario but "ideal size: the symbol's own 16 by 16", where both answer 16 by 16): the starter, resizable without an aspect ratio, so the icon takes the whole proposal and is stretched out of its square.
import SwiftUI

struct Icon: View {
    let systemName: String

    var body: some View {
        Image(systemName: systemName)
            .resizable()
            .background(Color.gray)
    }
}
