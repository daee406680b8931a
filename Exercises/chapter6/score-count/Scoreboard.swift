import SwiftUI

// Exercise: a score that counts up (chapter 6, after step 8, animatable modifiers).
//
// `CountingLabel` writes a number after the view it modifies. When the score changes inside
// an animation, the number should count up to the new score, one frame at a time, instead of
// jumping. Make it do so, as the instructions (`learn exercises score-count`) describe.
// `Scoreboard` is already right.
//
// Check your work with `learn check score-count`; `learn hint score-count` gives one hint at
// a time. Keep this file to declarations: the checker adds the code that builds each scenario.

struct CountingLabel: ViewModifier {
    var value: Double

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
