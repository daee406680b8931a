// MUST FAIL: forgets `.textFieldStyle(.roundedBorder)`, so the field has no rounded box and everything under it moves up.
import SwiftUI

struct ContentView: View {
    @State private var name = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Join the reading club")
                .font(.headline)
            TextField("Your name", text: $name)
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
