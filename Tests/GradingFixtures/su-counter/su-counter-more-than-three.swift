// MUST FAIL: tests `name.count > 3`, so a name of exactly 3 characters stays red.
import SwiftUI

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
                    .foregroundColor(name.count > 3 ? .green : .red)
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
