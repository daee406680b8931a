// MUST PASS: the phases listed by hand in an array, and the animation chosen with a conditional on the one long phase; the closure receives the phase being entered.
import SwiftUI

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
                .phaseAnimator([Slide.rest, .stretch, .away], trigger: runs) { block, phase in
                    block
                        .frame(width: phase.width, height: 16)
                        .offset(x: phase.x)
                } animation: { phase in
                    .linear(duration: phase == .away ? 0.5 : 0.25)
                }
        }
        .frame(width: 80, alignment: .leading)
    }
}
