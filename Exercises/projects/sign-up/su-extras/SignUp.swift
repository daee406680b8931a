import SwiftUI

// Project: a sign-up form for a reading club (milestone 6).
//
// This is your app as milestone 5 left it. If you already have your own file, go on with it.
//
// Milestone 6: reminders and "remember me". Give Member a number of reminders a week (1 at
// first) and whether to remember the member (false at first). Between the greeting and the
// button, add a stepper "Reminders: N a week" from 0 to 7 and a toggle "Remember me". The
// welcome adds "Reminders: N a week." (or "No reminders." for 0) and, when asked,
// "We will remember you."
//
// Keep `ContentView()`, the prompts and the texts as they are. Check with
// `learn check su-extras`; `learn hint su-extras` gives one hint at a time.

final class Member: ObservableObject {
    @Published var name = ""
    @Published var password = ""

    var nameIsValid: Bool { name.count >= 3 }
    var passwordIsValid: Bool { password.count >= 8 }
    var isValid: Bool { nameIsValid && passwordIsValid }
}

struct ContentView: View {
    @StateObject private var member = Member()
    @State private var signedUp = false

    var body: some View {
        if signedUp {
            VStack(spacing: 16) {
                Text("Welcome, \(member.name)")
                    .font(.headline)
                Text("Your card is in the post.")
            }
            .padding()
        } else {
            form
        }
    }

    var form: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Join the reading club")
                .font(.headline)
            TextField("Your name", text: $member.name)
                .bordered()
            HStack {
                Spacer()
                Text("\(member.name.count)")
                    .foregroundColor(member.nameIsValid ? .green : .red)
            }
            SecureField("Password", text: $member.password)
                .bordered()
                .onSubmit {
                    if member.isValid {
                        signedUp = true
                    }
                }
            Text("At least 8 characters")
                .foregroundColor(member.passwordIsValid ? .green : .red)
            Text(member.name.isEmpty ? "Tell us your name." : "Hello, \(member.name).")
            Button("Sign up") {
                signedUp = true
            }
            .disabled(!member.isValid)
        }
        .padding()
    }
}

struct BorderedField: ViewModifier {
    func body(content: Content) -> some View {
        content
            .textFieldStyle(.plain)
            .padding(.horizontal, 8)
            .padding(.vertical, 16)
            .overlay(
                RoundedRectangle(cornerRadius: 8)
                    .stroke(Color.blue, lineWidth: 2)
            )
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
