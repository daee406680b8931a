// MUST PASS: the deprecated AnimatableModifier (ViewModifier and Animatable together), lround for the rounding, and the text built with String(_:).
import SwiftUI

struct CountingLabel: AnimatableModifier {
    var value: Double

    var animatableData: Double {
        get { value }
        set { value = newValue }
    }

    func body(content: Content) -> some View {
        let shown = lround(value)
        return HStack(spacing: 8) {
            content
            Text(String(shown))
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
