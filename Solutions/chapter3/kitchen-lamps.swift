import SwiftUI

// Reference solution for the kitchen lamps (chapter 3, after step 5).
//
// disabled(_:) writes isEnabled into the environment, and a view of your own reads it with
// @Environment(\.isEnabled). The rule SwiftUI follows: disabled(false) cannot enable a view
// inside a disabled container; a view is enabled only if nothing above it disables it.

struct Lamp: View {
    var title: String
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        HStack(spacing: 8) {
            Circle()
                .fill(isEnabled ? Color.green : Color.gray)
                .frame(width: 16, height: 16)
            Text(title)
                .foregroundStyle(isEnabled ? Color.primary : Color.gray)
        }
    }
}
