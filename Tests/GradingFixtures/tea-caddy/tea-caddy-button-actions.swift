// MUST PASS: hands the buttons two actions instead of the caddy, and the label only the number of bags: written differently, it draws and behaves the same.
import SwiftUI

final class TeaCaddy: ObservableObject {
    @Published var bags = 4
}

struct CaddyLabel: View {
    var bags: Int

    var body: some View {
        if bags > 0 {
            Text("Bags left: \(bags)")
        } else {
            Text("The caddy is empty")
        }
    }
}

struct CaddyButtons: View {
    var take: () -> Void
    var refill: () -> Void

    var body: some View {
        HStack(spacing: 16) {
            Button("Take a bag", action: take)
            Button("Refill", action: refill)
        }
    }
}

struct TeaCorner: View {
    @StateObject private var caddy = TeaCaddy()

    var body: some View {
        VStack(spacing: 16) {
            CaddyLabel(bags: caddy.bags)
            CaddyButtons(
                take: { caddy.bags = max(caddy.bags - 1, 0) },
                refill: { caddy.bags = 4 }
            )
        }
    }
}
