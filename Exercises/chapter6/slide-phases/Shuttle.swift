import SwiftUI

// Exercise: a slide in three phases (chapter 6, after step 12, phases and keyframes).
//
// Each tap of "Go" should play a little sequence on the orange block: stretch to twice its
// width, slide away 48 points at its own width, and come back, each step with its own
// duration, as the instructions (`learn exercises slide-phases`) describe. `Slide` describes
// the phases already; the block does not use them yet.
//
// Check your work with `learn check slide-phases`; `learn hint slide-phases` gives one hint at
// a time. Keep this file to declarations: the checker adds the code that builds each scenario.

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
                .frame(width: 16, height: 16)
        }
        .frame(width: 80, alignment: .leading)
    }
}
