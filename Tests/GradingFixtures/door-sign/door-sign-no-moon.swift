// MUST FAIL (closed; open and closed side by side; closed, in the dark appearance): the closed branch shows only the word "Closed" and forgets the moon.
import SwiftUI

struct DoorSign: View {
    var isOpen: Bool

    var body: some View {
        VStack(spacing: 16) {
            Text("The Corner Bakery")
            if isOpen {
                Text("Come in, we're open")
            } else {
                Text("Closed")
            }
        }
    }
}
