// MUST PASS: tests `nickname != nil` and unwraps with `!` inside, and gives the nickname a default of nil; not the neatest Swift, but it draws the same badges.
import SwiftUI

struct GuestBadge: View {
    let name: String
    var nickname: String? = nil

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: "person.crop.circle")
            Text(name)
            if nickname != nil {
                Text("(" + nickname! + ")")
            }
        }
    }
}
