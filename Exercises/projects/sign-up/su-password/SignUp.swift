import SwiftUI

// Project: a sign-up form for a reading club (milestone 3).
//
// This is your app as milestone 2 left it. If you already have your own file, go on with it.
//
// Milestone 3: a member model and a password. Move what the form edits into a class `Member`,
// an ObservableObject with a @Published `name` and `password`, owned by ContentView with
// @StateObject. Under the counter, add a secure field with the prompt "Password", in a rounded
// border, and under it the line "At least 8 characters": red while the password is shorter,
// green from 8 characters on. The greeting stays last.
//
// Keep `ContentView()`, the prompts and the texts as they are. Check with
// `learn check su-password`; `learn hint su-password` gives one hint at a time.

struct ContentView: View {
    @State private var name = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Join the reading club")
                .font(.headline)
            TextField("Your name", text: $name)
                .textFieldStyle(.roundedBorder)
            HStack {
                Spacer()
                Text("\(name.count)")
                    .foregroundColor(name.count >= 3 ? .green : .red)
            }
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
