import SwiftUI

// Project: a sign-up form for a reading club (milestone 5).
//
// This is your app as milestone 4 left it. If you already have your own file, go on with it.
//
// Milestone 5: signing up. Under the greeting, add a button "Sign up", disabled until the name
// has at least 3 characters and the password at least 8. Pressing it, or Return in the password
// field when the form is valid (`onSubmit`), replaces the form with a welcome: "Welcome, NAME" in
// the headline font over "Your card is in the post.", centred, 16 points apart, padded.
//
// Keep `ContentView()`, the prompts and the texts as they are. Check with
// `learn check su-submit`; `learn hint su-submit` gives one hint at a time.

final class Member: ObservableObject {
    @Published var name = ""
    @Published var password = ""

    var nameIsValid: Bool { name.count >= 3 }
    var passwordIsValid: Bool { password.count >= 8 }
}

struct ContentView: View {
    @StateObject private var member = Member()

    var body: some View {
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
            Text("At least 8 characters")
                .foregroundColor(member.passwordIsValid ? .green : .red)
            Text(member.name.isEmpty ? "Tell us your name." : "Hello, \(member.name).")
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
