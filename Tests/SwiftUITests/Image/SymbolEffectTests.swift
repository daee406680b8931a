import Foundation
import XCTest
@testable import SwiftUI

/// `symbolEffect(_:options:value:)`: a bounce or pulse played each time a value changes.
final class SymbolEffectTests: XCTestCase {
    private final class Count: ObservableObject {
        @Published var value = 0
    }

    private struct Bell<Effect: SymbolEffect & DiscreteSymbolEffect>: View {
        @ObservedObject var count: Count
        let effect: Effect
        var options = SymbolEffectOptions.default
        var body: some View {
            Image(systemName: "bell").symbolEffect(effect, options: options, value: count.value).accessibilityIdentifier("bell")
        }
    }

    private func bell(in host: TerminalHost) -> DisplayItem? {
        host.displayList.items.first { $0.identifier == "bell" }
    }

    /// Apple's docs for `BounceSymbolEffect`: a transitory scaling effect, played when the value
    /// changes. Ours: 0.15 s (linear) to 1.25 times the size, 0.35 s back; so at 0.15 s the
    /// 16×16 glyph's corner (0, 0) is drawn 2 points further up and left of the centre (8, 8),
    /// at (-2, -2), and at 0.5 s it is back at rest. Without a change nothing plays.
    func testBounceScalesTheSymbolWhenTheValueChanges() {
        let count = Count()
        let h = host(Bell(count: count, effect: .bounce), width: 16, height: 16)
        XCTAssertEqual(CGPoint.zero.applying(bell(in: h)?.transform ?? .identity), .zero)
        count.value += 1
        h.update()
        h.advance(by: 0.15)
        let corner = CGPoint.zero.applying(bell(in: h)?.transform ?? .identity)
        XCTAssertEqual(corner.x, -2, accuracy: 1e-6)
        XCTAssertEqual(corner.y, -2, accuracy: 1e-6)
        h.advance(by: 0.35)
        let rest = CGPoint.zero.applying(bell(in: h)?.transform ?? .identity)
        XCTAssertEqual(rest.x, 0, accuracy: 1e-6)
    }

    /// Apple's docs for `PulseSymbolEffect`: the symbol's opacity fades and returns. Ours: to 30%
    /// at 0.15 s; at twice the speed (`.speed(2)`), already at 0.075 s.
    func testPulseFadesAndSpeedShortensIt() {
        let count = Count()
        let h = host(Bell(count: count, effect: .pulse, options: .speed(2)), width: 16, height: 16)
        count.value += 1
        h.update()
        h.advance(by: 0.075)
        XCTAssertEqual(bell(in: h)?.opacity ?? -1, 0.3, accuracy: 1e-6)
        h.advance(by: 0.5)
        XCTAssertEqual(bell(in: h)?.opacity ?? -1, 1, accuracy: 1e-6)
    }
}
