// MUST PASS: writes the model with the @Observable macro, owned with @State (bindings to its properties through `$member.name`), and pulls the coloured lines into a small view: written differently, it draws the same.
import Observation
import SwiftUI

@Observable
final class Member {
    var name = ""
    var password = ""
}

struct Rule: View {
    let text: String
    let isMet: Bool

    var body: some View {
        Text(text).foregroundColor(isMet ? .green : .red)
    }
}

struct ContentView: View {
    @State private var member = Member()

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Join the reading club")
                .font(.headline)
            TextField("Your name", text: $member.name)
                .textFieldStyle(.roundedBorder)
            HStack {
                Spacer()
                Rule(text: "\(member.name.count)", isMet: member.name.count >= 3)
            }
            SecureField("Password", text: $member.password)
                .textFieldStyle(.roundedBorder)
            Rule(text: "At least 8 characters", isMet: member.password.count >= 8)
            Text(member.name.isEmpty ? "Tell us your name." : "Hello, \(member.name).")
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
