// MUST FAIL: greets whatever the field holds, so the empty form reads "Hello, ." instead of asking for the name.
import SwiftUI

struct ContentView: View {
    @State private var name = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Join the reading club")
                .font(.headline)
            TextField("Your name", text: $name)
                .textFieldStyle(.roundedBorder)
            Text("Hello, \(name).")
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
