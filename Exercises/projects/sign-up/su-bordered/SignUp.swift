import SwiftUI

// Project: a sign-up form for a reading club (milestone 4).
//
// This is your app as milestone 3 left it. If you already have your own file, go on with it.
//
// Milestone 4: a look of the app's own for its fields. Write a ViewModifier named
// `BorderedField` that turns the built-in field style off (`.textFieldStyle(.plain)`), pads the
// field by 8 points at the sides and 16 at the top and bottom, and draws a rounded outline over
// it: corner radius 8, blue, 2 points wide. Add `func bordered()` to View that applies it, and use
// it on both fields instead of the rounded border.
//
// Keep `ContentView()`, the prompts and the texts as they are. Check with
// `learn check su-bordered`; `learn hint su-bordered` gives one hint at a time.

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
                .textFieldStyle(.roundedBorder)
            HStack {
                Spacer()
                Text("\(member.name.count)")
                    .foregroundColor(member.nameIsValid ? .green : .red)
            }
            SecureField("Password", text: $member.password)
                .textFieldStyle(.roundedBorder)
            Text("At least 8 characters")
                .foregroundColor(member.passwordIsValid ? .green : .red)
            Text(member.name.isEmpty ? "Tell us your name." : "Hello, \(member.name).")
        }
        .padding()
    }
}

// Milestone 4: the fields' own look. `content` is the field the modifier is applied to.
struct BorderedField: ViewModifier {
    func body(content: Content) -> some View {
        content
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
