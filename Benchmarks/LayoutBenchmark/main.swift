import Foundation
import SwiftUI

/// Measures laying out and rendering large view trees.
///
/// Run in release: `swift run -c release layout-benchmark`. Each figure is the median of
/// several runs after one warm-up run, so it measures steady-state work, not loading.

struct Grid10k: View {
    var body: some View {
        VStack {
            ForEach(0..<1_000) { row in
                HStack {
                    ForEach(0..<10) { column in
                        Color.blue.frame(width: 20, height: 10).padding(2)
                    }
                }
            }
        }
    }
}

func median(_ runs: Int, _ body: () -> Void) -> Duration {
    body()
    var times: [Duration] = []
    for _ in 0..<runs {
        let clock = ContinuousClock()
        times.append(clock.measure(body))
    }
    return times.sorted()[runs / 2]
}

func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return String(format: "%.1f ms", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
}

var host: TerminalHost?
let layout = median(15) {
    host = TerminalHost(rootView: Grid10k(), proposal: ProposedViewSize(width: 640, height: nil))
}
var picture = ""
let render = median(15) { picture = host!.render() }
let both = median(15) {
    picture = TerminalHost(rootView: Grid10k(), proposal: ProposedViewSize(width: 640, height: nil)).render()
}
let rows = picture.split(separator: "\n", omittingEmptySubsequences: false).count
print("10,000 framed, padded views (1,000 HStacks of 10 in a VStack), root \(host!.size.sizeDescription), \(rows) rows:")
print("  build + layout: \(milliseconds(layout))")
print("  render:         \(milliseconds(render))")
print("  both:           \(milliseconds(both))  (target: under 50 ms)")

extension CGSize {
    var sizeDescription: String { "\(Int(width))×\(Int(height)) pt" }
}
