import SwiftUI

// Reference solution for the tea caddy (chapter 2, after step 12).
//
// There is one caddy, and TeaCorner makes it, so TeaCorner owns it with @StateObject: SwiftUI
// creates it once and keeps it when a parent's body runs again and makes a new TeaCorner value.
// Both the label and the buttons are handed that same object, and each watches it with
// @ObservedObject: they use it but do not own it.

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
    @ObservedObject var caddy: TeaCaddy

    var body: some View {
        HStack(spacing: 16) {
            Button("Take a bag") { caddy.take() }
            Button("Refill") { caddy.refill() }
        }
    }
}

struct TeaCorner: View {
    @StateObject private var caddy = TeaCaddy()

    var body: some View {
        VStack(spacing: 16) {
            CaddyLabel(caddy: caddy)
            CaddyButtons(caddy: caddy)
        }
    }
}
