// MUST FAIL (a guest without a nickname; an explicit nil nickname; a guest list): adds `else { Text("") }`, so a badge without a nickname still has an empty third child and 8 more points of spacing after the name.
import SwiftUI

struct GuestBadge: View {
    var name: String
    var nickname: String?

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: "person.crop.circle")
            Text(name)
            if let nickname {
                Text("(\(nickname))")
            } else {
                Text("")
            }
        }
    }
}
