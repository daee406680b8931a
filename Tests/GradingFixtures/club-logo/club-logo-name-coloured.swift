// MUST FAIL: the learner reads the scheme but colours the whole logo, name included, with foregroundStyle, so the name turns indigo or yellow instead of keeping the default text colour.
import SwiftUI

struct ClubLogo: View {
    var name: String
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(spacing: 0) {
            RoundedRectangle(cornerRadius: 4)
                .frame(width: 48, height: 32)
            Text(name)
        }
        .foregroundStyle(colorScheme == .dark ? Color.yellow : Color.indigo)
    }
}
