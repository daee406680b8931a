// MUST PASS: gives the count a frame as wide as the form, aligned .trailing, and keeps the validity in a computed property: written differently, it draws the same.
import SwiftUI

struct ContentView: View {
    @State private var name = ""

    private var nameIsLongEnough: Bool {
        name.count > 2
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Join the reading club")
                .font(.headline)
            TextField("Your name", text: $name)
                .textFieldStyle(.roundedBorder)
            Text(String(name.count))
                .foregroundStyle(nameIsLongEnough ? Color.green : Color.red)
                .frame(maxWidth: .infinity, alignment: .trailing)
            if name.isEmpty {
                Text("Tell us your name.")
            } else {
                Text("Hello, \(name).")
            }
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
