// MUST FAIL: draws the outline before padding, so it hugs the text and the padding lies outside it.
import SwiftUI

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
            .overlay(
                RoundedRectangle(cornerRadius: 8)
                    .stroke(Color.blue, lineWidth: 2)
            )
            .padding(.horizontal, 8)
            .padding(.vertical, 16)
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
