// MUST FAIL (every scenario that takes a bag): the label keeps the caddy in a plain property, not an @ObservedObject, so it is never told that the caddy changed; TeaCorner's body runs again, but the new label holds the same caddy and SwiftUI does not run its body.
import SwiftUI

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
    let caddy: TeaCaddy

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
