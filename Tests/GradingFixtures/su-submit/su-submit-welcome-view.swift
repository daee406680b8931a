// MUST PASS: keeps the rules in ContentView, shows the welcome in a view of its own, and switches between the two screens inside a Group: written differently, it draws the same.
import SwiftUI

final class Member: ObservableObject {
    @Published var name = ""
    @Published var password = ""
}

struct WelcomeView: View {
    let name: String

    var body: some View {
        VStack(spacing: 16) {
            Text("Welcome, " + name).font(.headline)
            Text("Your card is in the post.")
        }
        .padding()
    }
}

struct ContentView: View {
    @StateObject private var member = Member()
    @State private var hasJoined = false

    private var nameOK: Bool { member.name.count >= 3 }
    private var passwordOK: Bool { member.password.count >= 8 }

    private func join() {
        guard nameOK, passwordOK else { return }
        hasJoined = true
    }

    var body: some View {
        Group {
            if hasJoined {
                WelcomeView(name: member.name)
            } else {
                VStack(alignment: .leading, spacing: 16) {
                    Text("Join the reading club")
                        .font(.headline)
                    TextField("Your name", text: $member.name)
                        .bordered()
                    HStack {
                        Spacer()
                        Text("\(member.name.count)")
                            .foregroundColor(nameOK ? .green : .red)
                    }
                    SecureField("Password", text: $member.password)
                        .bordered()
                        .onSubmit(join)
                    Text("At least 8 characters")
                        .foregroundColor(passwordOK ? .green : .red)
                    Text(member.name.isEmpty ? "Tell us your name." : "Hello, \(member.name).")
                    Button("Sign up", action: join)
                        .disabled(!(nameOK && passwordOK))
                }
                .padding()
            }
        }
    }
}

struct BorderedField: ViewModifier {
    func body(content: Content) -> some View {
        content
            .textFieldStyle(.plain)
            .padding(.horizontal, 8)
            .padding(.vertical, 16)
            .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.blue, lineWidth: 2))
    }
}

extension View {
    func bordered() -> some View {
        modifier(BorderedField())
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
