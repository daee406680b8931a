import SwiftUI

// Reference solution for the score-count exercise (chapter 6, after step 8).
//
// A modifier that is both ViewModifier and Animatable gets every in-between value through
// animatableData, and SwiftUI runs its body for each of them: the number is built again
// from the interpolated value every frame, so it counts up instead of jumping. A text
// cannot be interpolated by itself; here it is the number behind it that is.

struct CountingLabel: ViewModifier, Animatable {
    var value: Double

    var animatableData: Double {
        get { value }
        set { value = newValue }
    }

    func body(content: Content) -> some View {
        HStack(spacing: 8) {
            content
            Text("\(Int(value.rounded()))")
        }
    }
}

struct Scoreboard: View {
    @State private var score = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Win") {
                withAnimation(.linear(duration: 1)) { score += 50 }
            }
            Text("Score")
                .modifier(CountingLabel(value: Double(score)))
        }
        .frame(width: 96, alignment: .leading)
    }
}
