// MUST FAIL: one animation for every phase, a quarter of a second: the slide away is twice too fast and the whole sequence ends at 0.75 s.
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
                } animation: { _ in
                    .linear(duration: 0.25)
                }
        }
        .frame(width: 80, alignment: .leading)
    }
}
