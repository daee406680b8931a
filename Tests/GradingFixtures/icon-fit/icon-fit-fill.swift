// MUST FAIL (every scenario but "ideal size: the symbol's own 16 by 16"): .fill instead of .fit picks the smallest square that covers the proposal, so in a wide space the icon is as tall as the space is wide and sticks out above and below.
import SwiftUI

struct Icon: View {
    let systemName: String

    var body: some View {
        Image(systemName: systemName)
            .resizable()
            .aspectRatio(contentMode: .fill)
            .background(Color.gray)
    }
}
