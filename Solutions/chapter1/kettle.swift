import SwiftUI

// Reference solution for the kettle exercise (chapter 1, after step 3).
//
// Each `if` without an `else` becomes an Optional slot in the body's type: when the condition
// is false the slot is empty (nil) and takes no room at all, not even the stack's spacing.

struct Kettle: View {
    var isBoiling: Bool

    var body: some View {
        VStack(spacing: 16) {
            if isBoiling {
                Text("~ ~ ~")
            }
            HStack(spacing: 8) {
                Text("Kettle")
                if isBoiling {
                    Image(systemName: "flame")
                }
            }
        }
    }
}
