// MUST FAIL (every scenario that takes a bag): makes TeaCorner's caddy a @StateObject but leaves the buttons with a caddy of their own, so the label never changes.
import SwiftUI

final class TeaCaddy: ObservableObject {
    @Published var bags = 4

    func take() {
        if bags > 0 { bags -= 1 }
    }

    func refill() { bags = 4 }
}

struct CaddyLabel: View {
    @ObservedObject var caddy: TeaCaddy

    var body: some View {
        Text(caddy.bags == 0 ? "The caddy is empty" : "Bags left: \(caddy.bags)")
    }
}

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
    @StateObject private var caddy = TeaCaddy()

    var body: some View {
        VStack(spacing: 16) {
            CaddyLabel(caddy: caddy)
            CaddyButtons()
        }
    }
}
