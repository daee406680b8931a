// MUST PASS: keeps the state as `@State var lit: Bool = false`, assigns its negation instead of calling toggle(), and chooses the title with if/else in a helper property; it draws and behaves the same.
import SwiftUI

struct DeskLamp: View {
    @State var lit: Bool = false

    private var title: String {
        if lit {
            return "Switch off"
        } else {
            return "Switch on"
        }
    }

    var body: some View {
        VStack(spacing: 16) {
            Button(title) {
                lit = !lit
            }
            if lit {
                Image(systemName: "lightbulb.fill")
            } else {
                Text("dark")
            }
        }
    }
}
