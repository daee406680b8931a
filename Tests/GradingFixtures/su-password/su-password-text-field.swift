// MUST FAIL: uses a TextField for the password, so the password is shown in clear instead of as dots.
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
                .textFieldStyle(.roundedBorder)
            HStack {
                Spacer()
                Text("\(member.name.count)")
                    .foregroundColor(member.nameIsValid ? .green : .red)
            }
            TextField("Password", text: $member.password)
                .textFieldStyle(.roundedBorder)
            Text("At least 8 characters")
                .foregroundColor(member.passwordIsValid ? .green : .red)
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
