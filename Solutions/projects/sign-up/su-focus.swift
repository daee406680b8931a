import SwiftUI

// Reference for the sign-up project, milestone 7: the keyboard's focus.
//
// `@FocusState` holds which field has the keyboard: nil for none, or one case of `Field`.
// `focused($focus, equals: .name)` ties a field to a case both ways: typing into the field sets
// the state, and setting the state moves the keyboard there. The form puts the focus on the
// name when it appears; Return in the name moves it on to the password; Return in the password
// signs up when the form is valid, and otherwise sends the focus back to the field that is
// wrong. The line under the title says which field has the focus, if any.

enum Field: Hashable {
    case name
    case password
}

final class Member: ObservableObject {
    @Published var name = ""
    @Published var password = ""
    @Published var reminders = 1
    @Published var remembersMe = false

    var nameIsValid: Bool { name.count >= 3 }
    var passwordIsValid: Bool { password.count >= 8 }
    var isValid: Bool { nameIsValid && passwordIsValid }
}

struct ContentView: View {
    @StateObject private var member = Member()
    @State private var signedUp = false
    @FocusState private var focus: Field?

    var body: some View {
        if signedUp {
            VStack(spacing: 16) {
                Text("Welcome, \(member.name)")
                    .font(.headline)
                Text("Your card is in the post.")
                Text(member.reminders == 0 ? "No reminders." : "Reminders: \(member.reminders) a week.")
                if member.remembersMe {
                    Text("We will remember you.")
                }
            }
            .padding()
        } else {
            form
        }
    }

    var prompt: String {
        switch focus {
        case .name: "First, your name."
        case .password: "Now a password."
        case nil: "Choose a field."
        }
    }

    var form: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Join the reading club")
                .font(.headline)
            Text(prompt)
            TextField("Your name", text: $member.name)
                .bordered()
                .focused($focus, equals: .name)
                .onSubmit {
                    focus = .password
                }
            HStack {
                Spacer()
                Text("\(member.name.count)")
                    .foregroundColor(member.nameIsValid ? .green : .red)
            }
            SecureField("Password", text: $member.password)
                .bordered()
                .focused($focus, equals: .password)
                .onSubmit {
                    if member.isValid {
                        signedUp = true
                    } else {
                        focus = member.nameIsValid ? .password : .name
                    }
                }
            Text("At least 8 characters")
                .foregroundColor(member.passwordIsValid ? .green : .red)
            Text(member.name.isEmpty ? "Tell us your name." : "Hello, \(member.name).")
            Stepper("Reminders: \(member.reminders) a week", value: $member.reminders, in: 0...7)
            Toggle("Remember me", isOn: $member.remembersMe)
            Button("Sign up") {
                signedUp = true
            }
            .disabled(!member.isValid)
        }
        .padding()
        .onAppear {
            focus = .name
        }
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
