import SwiftUI

struct Tally: View {
    var count: Int

    var body: some View {
        Text("\(count)")
            .paddin(8)
    }
}
