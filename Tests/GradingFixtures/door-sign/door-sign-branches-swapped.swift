// MUST FAIL: the two branches are the wrong way round, so an open bakery says it is closed and a closed one invites people in.
import SwiftUI

struct DoorSign: View {
    var isOpen: Bool

    var body: some View {
        VStack(spacing: 16) {
            Text("The Corner Bakery")
            if isOpen {
                HStack(spacing: 8) {
                    Image(systemName: "moon.fill")
                    Text("Closed")
                }
            } else {
                Text("Come in, we're open")
            }
        }
    }
}
