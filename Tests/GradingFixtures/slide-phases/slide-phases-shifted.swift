// MUST FAIL: the durations are attached to the phase being left instead of the phase being entered, so the stretch takes half a second and the slide a quarter.
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
                .phaseAnimator(Slide.allCases, trigger: runs) { content, phase in
                    content
                        .frame(width: phase.width, height: 16)
                        .offset(x: phase.x)
                } animation: { phase in
                    switch phase {
                    case .stretch: .linear(duration: 0.5)
                    case .away: .linear(duration: 0.25)
                    case .rest: .linear(duration: 0.25)
                    }
                }
        }
        .frame(width: 80, alignment: .leading)
    }
}
