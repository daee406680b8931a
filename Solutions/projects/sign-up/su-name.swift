import SwiftUI

// Reference for the sign-up project, milestone 1: a name field.
//
// The name is the form's own @State; the text field reads and writes it through the binding
// $name, so every letter typed runs the body again and the greeting follows the field.
// `.textFieldStyle(.roundedBorder)` draws the field in a rounded box.

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
