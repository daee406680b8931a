// MUST PASS: asks the opposite question, `if !isOpen`, with the closed notice first, and spaces the moon with padding instead of the HStack's spacing; it draws the same sign in both states.
import SwiftUI

struct DoorSign: View {
    let isOpen: Bool

    var body: some View {
        VStack(spacing: 16) {
            Text("The Corner Bakery")
            if !isOpen {
                HStack(spacing: 0) {
                    Image(systemName: "moon.fill")
                        .padding(.trailing, 8)
                    Text("Closed")
                }
            } else {
                Text("Come in, we're open")
            }
        }
    }
}
