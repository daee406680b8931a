import SwiftUI

// Project: a sign-up form for a reading club (milestone 2).
//
// This is your app as milestone 1 left it. If you already have your own file, go on with it.
//
// Milestone 2: a counter under the name. Between the field and the greeting, add a line with
// the number of characters in the name, at the trailing edge. It is red while the name is
// shorter than 3 characters and green from 3 on.
//
// Keep `ContentView()`, the field's prompt "Your name" and the texts as they are. Check with
// `learn check su-counter`; `learn hint su-counter` gives one hint at a time.

struct ContentView: View {
    @State private var name = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Join the reading club")
                .font(.headline)
            TextField("Your name", text: $name)
                .textFieldStyle(.roundedBorder)
            Text(name.isEmpty ? "Tell us your name." : "Hello, \(name).")
        }
        .padding()
    }
}

@main
struct SignUpApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
