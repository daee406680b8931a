// MUST FAIL (the caddy survives the kitchen's update; taking bags between the kitchen's updates): shares one caddy between the label and the buttons, but TeaCorner makes it in an @ObservedObject, so every new TeaCorner value brings a new, full caddy.
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
    @ObservedObject var caddy: TeaCaddy

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
            CaddyButtons(caddy: caddy)
        }
    }
}
