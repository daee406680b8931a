// MUST FAIL (a low battery: a warning sign; 19 is low; two devices in a list; low, right to left): puts the warning sign after the number instead of before it.
import SwiftUI

@ViewBuilder
func batteryLabel(level: Int) -> some View {
    if level < 20 {
        HStack(spacing: 8) {
            Text("\(level)%")
            Image(systemName: "exclamationmark.triangle")
        }
    } else {
        Text("\(level)%")
    }
}
