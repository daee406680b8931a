import SwiftUI

/// Keeps every block it allocates: memory grows by 64 MiB a step until something stops it.
var blocks: [[UInt8]] = []

struct Tally: View {
    var count: Int

    var body: some View {
        while count == 12 {
            blocks.append([UInt8](repeating: 1, count: 64 << 20))
        }
        return Text("\(count)")
            .padding(8)
            .background(Color.gray)
    }
}
