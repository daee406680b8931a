import SwiftUI

// Exercise: a guest badge (chapter 1, after step 4).
//
// A badge shows a guest's name and, when the guest has one, their nickname in brackets. This
// badge shows brackets even when there is no nickname: "Alan Turing ()". Make the nickname part
// appear only when there is a nickname (`learn exercises guest-badge`).
//
// Keep `GuestBadge(name:nickname:)`, with the nickname an optional String: the checker builds
// badges with and without one. Check your work with `learn check guest-badge` (or `:check` in
// the REPL); `learn hint guest-badge` gives one hint at a time. Keep this file to declarations
// (no top-level statements).

struct GuestBadge: View {
    var name: String
    var nickname: String?

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: "person.crop.circle")
            Text(name)
            Text("(\(nickname ?? ""))")
        }
    }
}
