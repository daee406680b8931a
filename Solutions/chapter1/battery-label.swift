import SwiftUI

// Reference solution for the battery-label exercise (chapter 1, after step 5).
//
// The two branches have different types (an HStack and a Text). A plain function returning
// `some View` must return one type, so it is marked @ViewBuilder, without `return`s: the builder
// combines the branches into one _ConditionalContent<HStack<…>, Text>.

@ViewBuilder
func batteryLabel(level: Int) -> some View {
    if level < 20 {
        HStack(spacing: 8) {
            Image(systemName: "exclamationmark.triangle")
            Text("\(level)%")
        }
    } else {
        Text("\(level)%")
    }
}
