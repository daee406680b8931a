// MUST FAIL: animatableData is declared, but the modifier conforms only to ViewModifier, not Animatable, so SwiftUI never uses it: the number jumps to the new score.
import SwiftUI

struct CountingLabel: ViewModifier {
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
