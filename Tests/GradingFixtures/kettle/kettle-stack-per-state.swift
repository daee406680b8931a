// MUST PASS: writes the two states as two whole descriptions with if/else instead of two optional slots; the body's type differs, but it draws the same kettle in both states.
import SwiftUI

struct Kettle: View {
    var isBoiling: Bool

    var body: some View {
        if isBoiling {
            VStack(spacing: 16) {
                Text("~ ~ ~")
                HStack(spacing: 8) {
                    Text("Kettle")
                    Image(systemName: "flame")
                }
            }
        } else {
            Text("Kettle")
        }
    }
}
