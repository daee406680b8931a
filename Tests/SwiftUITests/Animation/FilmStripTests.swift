import XCTest
import TerminalPreview
@testable import SwiftUI

/// Film strips: an animation drawn at its start, quarter points and end.
final class FilmStripTests: XCTestCase {
    private struct Growing: View {
        @ObservedObject var model: BarModel
        var body: some View {
            Color.red.frame(width: model.isOn ? 48 : 16, height: 16)
        }
    }

    func testAStripShowsTheStartTheQuarterPointsAndTheEndSideBySideWhenTheyFit() throws {
        let model = BarModel()
        let host = host(Growing(model: model), width: nil, height: nil)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        host.update()
        let strip = try XCTUnwrap(FilmStrip.record(host) { $0.render() })
        // Linear over one second: 16, 24, 32, 40 and 48 points, which are 2 to 6 cells.
        XCTAssertEqual(strip.frames.map(\.time), [0, 0.25, 0.5, 0.75, 1])
        XCTAssertEqual(strip.text(columns: 80), """
            0 s   0.25 s   0.5 s   0.75 s   1 s
            ██    ███      ████    █████    ██████
            """)
        XCTAssertFalse(host.isAnimating, "recording moved the clock to the end")
        XCTAssertEqual(strip.text(columns: 20), """
            0 s
            ██

            0.25 s
            ███

            0.5 s
            ████

            0.75 s
            █████

            1 s
            ██████
            """)
    }

    func testNothingAnimatingMakesNoStrip() {
        XCTAssertNil(FilmStrip.record(host(Color.red.frame(width: 8, height: 16), width: nil, height: nil)) { $0.render() })
    }

    func testAnAnimationThatRepeatsForeverIsCutAndSaysSo() throws {
        let model = BarModel()
        let host = host(Growing(model: model), width: nil, height: nil)
        withAnimation(.linear(duration: 1).repeatForever()) { model.isOn = true }
        host.update()
        let strip = try XCTUnwrap(FilmStrip.record(host) { $0.render() })
        XCTAssertEqual(strip.frames.last?.time ?? 0, FilmStrip.limit, accuracy: 1e-9)
        XCTAssertTrue(strip.text(columns: 80).hasSuffix("(still moving after 2 s: it repeats or never settles)"))
    }
}
