import SwiftUI

// Reference solution for the guest-badge exercise (chapter 1, after step 4).
//
// `if let` without an `else` becomes an Optional<Text> in the body's type: nil when there is no
// nickname, and then the HStack has only two children and only one gap of spacing.

struct GuestBadge: View {
    var name: String
    var nickname: String?

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: "person.crop.circle")
            Text(name)
            if let nickname {
                Text("(\(nickname))")
            }
        }
    }
}
