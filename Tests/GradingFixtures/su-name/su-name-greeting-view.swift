// MUST PASS: keeps the greeting in a small view of its own that takes the name, and chooses between two Text views with if/else: written differently, it draws the same.
import SwiftUI

struct Greeting: View {
    let name: String

    var body: some View {
        if name.isEmpty {
            Text("Tell us your name.")
        } else {
            Text("Hello, " + name + ".")
        }
    }
}

struct ContentView: View {
    @State var typedName: String = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Join the reading club").font(.headline)
            TextField("Your name", text: $typedName)
                .textFieldStyle(RoundedBorderTextFieldStyle())
            Greeting(name: typedName)
        }
        .padding()
    }
}

@main
struct SignUpApp: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}
