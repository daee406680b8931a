// MUST FAIL (exactly 20 is not low): compares with `<=`, so a battery at exactly 20 also gets the warning sign.
import SwiftUI

@ViewBuilder
func batteryLabel(level: Int) -> some View {
    if level <= 20 {
        HStack(spacing: 8) {
            Image(systemName: "exclamationmark.triangle")
            Text("\(level)%")
        }
    } else {
        Text("\(level)%")
    }
}
