// MUST FAIL: animatable, but the number is truncated with Int(value) instead of rounded: 12.5 reads 12 where 13 is expected.
import SwiftUI

struct CountingLabel: ViewModifier, Animatable {
    var value: Double

    var animatableData: Double {
        get { value }
        set { value = newValue }
    }

    func body(content: Content) -> some View {
        HStack(spacing: 8) {
            content
            Text("\(Int(value))")
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
