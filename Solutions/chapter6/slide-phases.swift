import SwiftUI

// Reference solution for the slide-phases exercise (chapter 6, after step 12).
//
// phaseAnimator rests in its first phase; each change of the trigger plays the other phases
// in order, each animation running to its end before the next begins, and then returns to
// the first. The animation closure is asked for the animation into each phase, so each
// step can have its own length: a quarter of a second to stretch, half a second to slide
// away, a quarter of a second to come back.

enum Slide: CaseIterable {
    case rest, stretch, away

    var x: CGFloat {
        switch self {
        case .rest, .stretch: 0
        case .away: 48
        }
    }

    var width: CGFloat {
        switch self {
        case .rest, .away: 16
        case .stretch: 32
        }
    }
}

struct Shuttle: View {
    @State private var runs = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Go") { runs += 1 }
            Color.orange
                .phaseAnimator(Slide.allCases, trigger: runs) { content, phase in
                    content
                        .frame(width: phase.width, height: 16)
                        .offset(x: phase.x)
                } animation: { phase in
                    switch phase {
                    case .stretch: .linear(duration: 0.25)
                    case .away: .linear(duration: 0.5)
                    case .rest: .linear(duration: 0.25)
                    }
                }
        }
        .frame(width: 80, alignment: .leading)
    }
}
