import SwiftUI

// Reference for the sign-up project, milestone 2: a counter under the name.
//
// The counter is the name's length, pushed to the trailing edge by a Spacer. Its colour is
// worked out from the name on every body: red while the name is shorter than 3 letters,
// green from 3 on. Nothing stores "valid": it is derived from the one source of truth.

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
