// MUST FAIL: shows "We will remember you." in the welcome whether or not the toggle is on.
import SwiftUI

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

    var body: some View {
        if signedUp {
            VStack(spacing: 16) {
                Text("Welcome, \(member.name)")
                    .font(.headline)
                Text("Your card is in the post.")
                Text(member.reminders == 0 ? "No reminders." : "Reminders: \(member.reminders) a week.")
                Text("We will remember you.")
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
            Stepper("Reminders: \(member.reminders) a week", value: $member.reminders, in: 0...7)
            Toggle("Remember me", isOn: $member.remembersMe)
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
