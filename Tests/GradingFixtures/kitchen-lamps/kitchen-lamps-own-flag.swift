// MUST FAIL: the lamp takes a parameter `isOn` (true by default) instead of reading the environment, so disabled(true) around it changes nothing and it stays green.
import SwiftUI

struct Lamp: View {
    var title: String
    var isOn = true

    var body: some View {
        HStack(spacing: 8) {
            Circle()
                .fill(isOn ? Color.green : Color.gray)
                .frame(width: 16, height: 16)
            Text(title)
                .foregroundStyle(isOn ? Color.primary : Color.gray)
        }
    }
}
