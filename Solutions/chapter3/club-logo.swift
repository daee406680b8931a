import SwiftUI

// Reference solution for the club logo (chapter 3, after step 5).
//
// @Environment(\.colorScheme) gives the view the appearance it receives, which is the app's
// unless an ancestor set another one for its subtree; when it changes, body runs again.

struct ClubLogo: View {
    var name: String
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(spacing: 0) {
            RoundedRectangle(cornerRadius: 4)
                .fill(colorScheme == .dark ? Color.yellow : Color.indigo)
                .frame(width: 48, height: 32)
            Text(name)
        }
    }
}
