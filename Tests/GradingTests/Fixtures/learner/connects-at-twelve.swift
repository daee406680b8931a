import Glibc
import SwiftUI

struct Tally: View {
    var count: Int

    var body: some View {
        if count == 12 {
            // An internet socket, to send the count somewhere.
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            print("socket \(descriptor)")
        }
        return Text("\(count)")
            .padding(8)
            .background(Color.gray)
    }
}
