// MUST FAIL: the circle turns grey when disabled, but the name keeps the default colour.
import SwiftUI

struct Lamp: View {
    var title: String
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        HStack(spacing: 8) {
            Circle()
                .fill(isEnabled ? Color.green : Color.gray)
                .frame(width: 16, height: 16)
            Text(title)
        }
    }
}
