import SwiftUI

// Project: a sign-up form for a reading club (milestone 1).
//
// This file is the whole app: the form, and at the bottom the App that shows it in a window,
// as Xcode makes it. Every milestone of the project adds to this same file.
//
// Milestone 1: a name field. Under the title, add a text field with the prompt "Your name",
// in a rounded border, bound to a @State property of the form. Under the field, a line reads
// "Tell us your name." while the name is empty and "Hello, NAME." once something is typed.
//
// Keep `ContentView()` (no arguments) and the texts as written: the checker types into the
// field by its prompt and compares the form with the reference. Check with
// `learn check su-name`; `learn hint su-name` gives one hint at a time.

struct ContentView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Join the reading club")
                .font(.headline)
            // the name field goes here
            Text("Tell us your name.")
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
