// MUST FAIL: the condition is the wrong way round: yellow in the light appearance, indigo in the dark one.
import SwiftUI

struct ClubLogo: View {
    var name: String
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(spacing: 0) {
            RoundedRectangle(cornerRadius: 4)
                .fill(colorScheme == .light ? Color.yellow : Color.indigo)
                .frame(width: 48, height: 32)
            Text(name)
        }
    }
}
