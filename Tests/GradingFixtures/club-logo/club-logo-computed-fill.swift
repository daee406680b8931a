// MUST PASS: the colour is worked out in a computed property with a switch over the scheme, and the block is a RoundedRectangle kept in a constant; the drawing is the same.
import SwiftUI

struct ClubLogo: View {
    var name: String
    @Environment(\.colorScheme) var scheme

    private var blockColor: Color {
        switch scheme {
        case .dark: return .yellow
        default: return .indigo
        }
    }

    var body: some View {
        let block = RoundedRectangle(cornerRadius: 4)
        return VStack(spacing: 0) {
            block
                .fill(blockColor)
                .frame(width: 48, height: 32)
            Text(name)
        }
    }
}
