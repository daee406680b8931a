import SwiftUI

// Reference solution for the door-sign exercise (chapter 1, after step 1).
//
// The body describes the sign for either state: the shop's name always, then one of two
// branches. When `isOpen` changes, the same body gives the other description.

struct DoorSign: View {
    var isOpen: Bool

    var body: some View {
        VStack(spacing: 16) {
            Text("The Corner Bakery")
            if isOpen {
                Text("Come in, we're open")
            } else {
                HStack(spacing: 8) {
                    Image(systemName: "moon.fill")
                    Text("Closed")
                }
            }
        }
    }
}
