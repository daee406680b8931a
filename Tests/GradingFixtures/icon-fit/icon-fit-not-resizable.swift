// MUST FAIL (every scenario but "ideal size: the symbol's own 16 by 16"): the aspect ratio without .resizable(): an image keeps its own size whatever it is offered, so the icon stays 16 by 16 in every proposal.
import SwiftUI

struct Icon: View {
    let systemName: String

    var body: some View {
        Image(systemName: systemName)
            .aspectRatio(contentMode: .fit)
            .background(Color.gray)
    }
}
