import Foundation
import SwiftUI

/// Measures laying out and rendering a large view tree.
///
/// Run in release: `swift run -c release layout-benchmark`. Each figure is the median of 15
/// runs after a warm-up run; freeing the previous tree happens outside the timed part.

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

/// 1,000 rows, each with its own state.
struct Rows1k: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<1_000) { index in Row(index: index) }
        }
    }
}

struct Row: View {
    let index: Int
    @State var count = 0
    var body: some View {
        HStack {
            Text("Row \(index)")
            Button("Tap \(count)") { count += 1 }.accessibilityIdentifier("row\(index)")
        }
    }
}

func makeHost() -> TerminalHost {
    TerminalHost(rootView: Grid10k(), proposal: ProposedViewSize(width: 640, height: nil))
}

/// The median duration of `body` over `runs` runs; what it returns is dropped after timing.
func median<T>(_ runs: Int = 15, _ body: () -> T) -> Duration {
    var times: [Duration] = []
    for _ in 0...runs {
        var result: T?
        let start = ContinuousClock.now
        result = body()
        times.append(ContinuousClock.now - start)
        withExtendedLifetime(result) {}
        result = nil
    }
    return times.dropFirst().sorted()[runs / 2]
}

func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return String(format: "%.1f ms", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
}

let host = makeHost()
let picture = host.render()
let layout = median { makeHost() }
let render = median { host.render() }
let both = median { () -> TerminalHost in
    let fresh = makeHost()
    _ = fresh.render()
    return fresh
}
let rows = picture.split(separator: "\n", omittingEmptySubsequences: false).count
print("10,000 framed, padded views (1,000 HStacks of 10 in a VStack), root \(Int(host.size.width))×\(Int(host.size.height)) pt, \(rows) rows of text:")
print("  build + layout:          \(milliseconds(layout))")
print("  render:                  \(milliseconds(render))")
print("  build + layout + render: \(milliseconds(both))  (target: under 50 ms)")

let rowsHost = TerminalHost(rootView: Rows1k(), proposal: ProposedViewSize(width: 640, height: nil))
var row = 0
let tap = median(31) { () -> Int in
    row = (row + 7) % 1_000
    rowsHost.tap("row\(row)")
    return rowsHost.render().count
}
print("1,000 rows with their own state, one row's state changed (tap, update, layout, render):")
print("  \(milliseconds(tap)) median; bodies run: \(rowsHost.bodyEvaluations)  (target: under 5 ms)")

/// 1,000 views, one of which moves when the model says so.
final class Mover: ObservableObject {
    @Published var moved = false
}

struct MovingOne: View {
    @ObservedObject var mover: Mover
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<999) { _ in Color.blue.frame(width: 20, height: 10) }
            Color.red.frame(width: 20, height: 10).offset(x: mover.moved ? 400 : 0)
        }
    }
}

let mover = Mover()
let movingHost = TerminalHost(rootView: MovingOne(mover: mover), proposal: ProposedViewSize(width: 640, height: nil))
withAnimation(.linear(duration: 100)) { mover.moved = true }
movingHost.update()
let frame = median(61) { () -> Int in
    movingHost.advance(by: 1.0 / 60)
    return movingHost.displayList.items.count
}
let frameWithRender = median(61) { () -> Int in
    movingHost.advance(by: 1.0 / 60)
    return movingHost.render().count
}
print("1,000 views, one moving (an animated offset): one animation frame (advance the clock, display list):")
print("  \(milliseconds(frame)) median; with rendering the picture \(milliseconds(frameWithRender)); bodies run during frames: \(movingHost.bodyEvaluations)  (target: under 2 ms)")

/// A row of a long list, whose body counts as run when it is made.
struct ListRow: View {
    let index: Int
    var body: some View { Text("Row \(index)") }
}

/// The first picture of 100,000 rows, and one scroll step of a row's height, each timed with
/// its rendering; the rows whose bodies ran are reported, which should be only those in view.
func measureLongList<V: View>(_ title: String, step: CGFloat, _ view: @escaping () -> V) {
    let proposal = ProposedViewSize(width: 640, height: 480)
    let first = median { () -> Int in
        let host = TerminalHost(rootView: view(), proposal: proposal)
        return host.render().count
    }
    let scrolled = TerminalHost(rootView: view(), proposal: proposal)
    let firstBodies = scrolled.bodyEvaluations.count
    var direction: CGFloat = 1
    var stepBodies = 0
    let scroll = median(31) { () -> Int in
        // Down and back up in turns, so each step brings a row into view.
        if scrolled.scrollOffset()!.y > 400_000 { direction = -1 }
        scrolled.scroll(by: direction * step)
        stepBodies = max(stepBodies, scrolled.bodyEvaluations.count)
        return scrolled.render().count
    }
    print("\(title), 640×480 pt:")
    print("  first picture (build, layout, render): \(milliseconds(first)); bodies run: \(firstBodies)  (target: under 20 ms)")
    print("  one scroll step of \(Int(step)) pt (update, layout, render): \(milliseconds(scroll)); bodies run per step: at most \(stepBodies)  (target: under 20 ms)")
}

measureLongList("A List of 100,000 rows", step: 44) {
    List(0..<100_000, id: \.self) { ListRow(index: $0) }
}
measureLongList("A LazyVStack of 100,000 rows in a ScrollView", step: 24) {
    ScrollView { LazyVStack { ForEach(0..<100_000, id: \.self) { ListRow(index: $0) } } }
}
