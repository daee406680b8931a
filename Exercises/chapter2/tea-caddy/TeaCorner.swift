import SwiftUI

// Exercise: a tea caddy shared by two views (chapter 2, after step 12).
//
// The tea corner shows how many bags are left in the caddy, and two buttons: one takes a bag,
// the other refills the caddy. Two things go wrong:
//
//   1. Tapping "Take a bag" does not change the label.
//   2. Inside a kitchen whose own state changes, the caddy is full again as soon as the
//      kitchen's body runs.
//
// Fix them without changing what the corner looks like. Keep `TeaCorner()` (no arguments), the
// label's texts and the buttons "Take a bag" and "Refill": the checker drives the corner
// through them. Do not declare a type named `Kitchen`; the checker brings its own. Check your
// work with `learn check tea-caddy`; `learn hint tea-caddy` gives one hint at a time. Keep this
// file to declarations (no top-level statements).

final class TeaCaddy: ObservableObject {
    static let full = 4

    @Published var bags = TeaCaddy.full

    /// Takes one bag out, if there is one left.
    func take() {
        if bags > 0 {
            bags -= 1
        }
    }

    func refill() {
        bags = TeaCaddy.full
    }
}

/// Says how many bags are left.
struct CaddyLabel: View {
    @ObservedObject var caddy: TeaCaddy

    var body: some View {
        Text(caddy.bags == 0 ? "The caddy is empty" : "Bags left: \(caddy.bags)")
    }
}

/// The two buttons that change the caddy.
struct CaddyButtons: View {
    @StateObject private var caddy = TeaCaddy()

    var body: some View {
        HStack(spacing: 16) {
            Button("Take a bag") { caddy.take() }
            Button("Refill") { caddy.refill() }
        }
    }
}

struct TeaCorner: View {
    @ObservedObject var caddy = TeaCaddy()

    var body: some View {
        VStack(spacing: 16) {
            CaddyLabel(caddy: caddy)
            CaddyButtons()
        }
    }
}
