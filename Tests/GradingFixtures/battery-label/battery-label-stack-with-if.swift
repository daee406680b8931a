// MUST PASS: avoids two return types another way: one HStack whose own builder holds an optional warning sign; the function returns a single HStack type and draws the same labels.
import SwiftUI

func batteryLabel(level: Int) -> some View {
    HStack(spacing: 8) {
        if level < 20 {
            Image(systemName: "exclamationmark.triangle")
        }
        Text("\(level)%")
    }
}
