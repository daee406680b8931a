// MUST FAIL: puts the count on its own line but forgets to push it to the trailing edge, so it sits at the leading edge under the field.
import SwiftUI

struct ContentView: View {
    @State private var name = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Join the reading club")
                .font(.headline)
            TextField("Your name", text: $name)
                .textFieldStyle(.roundedBorder)
            Text("\(name.count)")
                .foregroundColor(name.count >= 3 ? .green : .red)
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
