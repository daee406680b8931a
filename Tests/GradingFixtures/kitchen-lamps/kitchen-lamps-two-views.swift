// MUST PASS: the lamp reads isEnabled and hands it to a small view that draws either look; the text's grey comes from a foregroundStyle on the whole row, which the circle's own fill does not take.
import SwiftUI

struct LampLook: View {
    var title: String
    var on: Bool

    var body: some View {
        HStack(spacing: 8) {
            Circle()
                .fill(on ? Color.green : Color.gray)
                .frame(width: 16, height: 16)
            Text(title)
        }
        .foregroundStyle(on ? Color.primary : Color.gray)
    }
}

struct Lamp: View {
    var title: String
    @Environment(\.isEnabled) var enabled

    var body: some View {
        LampLook(title: title, on: enabled)
    }
}
