// MUST FAIL (every scenario): the priority is on the name, the view that should give way: its frame is served first, offered everything but the size's minimum of 0, and takes it all, so the size gets no width and is not shown.
import SwiftUI

struct DownloadRow: View {
    let name: String
    let size: String

    var body: some View {
        HStack {
            Text(name)
                .lineLimit(1)
                .frame(maxWidth: .infinity, alignment: .leading)
                .layoutPriority(1)
            Text(size)
                .lineLimit(1)
        }
    }
}
