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

    private struct Orbiting: View {
        @ObservedObject var model: BarModel
        var body: some View {
            // A dot drawn 24 points to the right of its 8×16 frame, turning half a circle about
            // the frame's centre: SwiftUI draws it beyond the frame all the way round.
            Color.red.frame(width: 8, height: 16).offset(x: 24).rotationEffect(.degrees(model.isOn ? 180 : 0))
        }
    }

    /// A motion's moments are drawn in the area of its resting picture, which holds what views
    /// draw beyond the root there: pictures of one size, in which the dot, 24 points past the
    /// frame's right edge at the start, rests 24 points past its left edge, 48 points (6
    /// columns) to the left. (The start's place is beyond that area's right edge, so the first
    /// moment is cut there, as a view coming from beyond a screen's edge is.)
    func testMomentsAreDrawnInTheAreaOfTheRestingPicture() throws {
        let model = BarModel()
        let host = host(Orbiting(model: model), width: nil, height: nil)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        host.update()
        let recording = try XCTUnwrap(AnimationRecording(host))
        // Plain pictures leave out the spaces that end a line, so their rows are what can be
        // compared: the resting dot is level with the frame, one row.
        let rows = Set(recording.moments.map { $0.picture.split(separator: "\n", omittingEmptySubsequences: false).count })
        XCTAssertEqual(rows, [1], "the pictures differ in size")
        XCTAssertEqual(recording.moments.last?.picture, "█")
        let halfway = try XCTUnwrap(recording.moments.first { $0.time == 0.5 })
        XCTAssertEqual(halfway.picture.trimmingCharacters(in: .whitespaces), "", "a quarter turn puts the dot below the resting area")
        // Not animating, the picture grows to hold what is drawn beyond the root at that moment.
        XCTAssertEqual(host.render(), "█")
    }

    func testAStripShowsTheStartTheQuarterPointsAndTheEndSideBySideWhenTheyFit() throws {
        let model = BarModel()
        let host = host(Growing(model: model), width: nil, height: nil)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        host.update()
        let strip = FilmStrip(try XCTUnwrap(AnimationRecording(host)))
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

    private struct Sliding: View {
        @ObservedObject var model: BarModel
        var body: some View {
            Color.red.frame(width: 8, height: 16).offset(x: model.isOn ? 320 : 0).frame(width: 400, alignment: .leading)
        }
    }

    /// `.bouncy` is a spring of duration 0.5 and bounce 0.3 (Apple's `Animation.bouncy`): it
    /// passes its target, turns back, and comes to rest long before the recording (which runs
    /// until the spring settles within a fraction of a point) ends. Sliding 320 points, it
    /// overshoots by about 20 (two and a half cells). The strip shows the moment it turns, past
    /// the target, and moments of the motion before it comes to rest, not pictures of the end.
    func testASpringsStripShowsWhereItTurnsAndNotItsInvisibleTail() throws {
        let model = BarModel()
        let host = host(Sliding(model: model), width: 400, height: 16)
        withAnimation(.bouncy) { model.isOn = true }
        host.update()
        let recording = try XCTUnwrap(AnimationRecording(host))
        let strip = FilmStrip(recording)
        let pictures = strip.frames.map(\.picture)
        let end = try XCTUnwrap(pictures.last)
        // Where the bar is drawn: the column of its first block.
        func column(_ picture: String) -> Int { picture.firstIndex { $0 != " " }.map { picture.distance(from: picture.startIndex, to: $0) } ?? 0 }
        XCTAssertGreaterThan(pictures.map(column).max() ?? 0, column(end) + 1, "a moment past the target")
        XCTAssertEqual(strip.frames.count, 5)
        // Each moment shows a different point of the motion.
        for (earlier, later) in zip(pictures, pictures.dropFirst()) {
            XCTAssertNotEqual(earlier, later, strip.text(columns: 400))
        }
    }

    func testNothingAnimatingMakesNoStrip() {
        XCTAssertNil(AnimationRecording(host(Color.red.frame(width: 8, height: 16), width: nil, height: nil)))
    }

    func testAnAnimationThatRepeatsForeverIsCutAndSaysSo() throws {
        let model = BarModel()
        let host = host(Growing(model: model), width: nil, height: nil)
        withAnimation(.linear(duration: 1).repeatForever()) { model.isOn = true }
        host.update()
        let strip = FilmStrip(try XCTUnwrap(AnimationRecording(host)))
        XCTAssertEqual(strip.frames.last?.time ?? 0, AnimationRecording.limit, accuracy: 1e-9)
        XCTAssertTrue(strip.text(columns: 80).hasSuffix("(still moving after 4 s: the strip stops there)"))
    }
}

/// Plots of a view's values over a recorded animation.
final class MotionPlotTests: XCTestCase {
    private struct Growing: View {
        @ObservedObject var model: BarModel
        var body: some View {
            Color.red.frame(width: model.isOn ? 48 : 16, height: 16).accessibilityIdentifier("bar")
        }
    }

    private func recording(_ animation: Animation) throws -> AnimationRecording {
        let model = BarModel()
        let host = host(Growing(model: model), width: nil, height: nil)
        withAnimation(animation) { model.isOn = true }
        host.update()
        return try XCTUnwrap(AnimationRecording(host))
    }

    func testALinearWidthRisesFromTheBottomLeftToTheTopRightAndIsLabelled() throws {
        let plot = try MotionPlot.make(.width, of: "bar", in: try recording(.linear(duration: 1))).get()
        // Linear over one second: 16 points at 0 s rising evenly to 48 at 1 s.
        XCTAssertEqual(plot.samples.count, 21)
        XCTAssertEqual(plot.samples[10].value, 32, accuracy: 1e-9)
        let lines = plot.text(columns: 4, rows: 2).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[0], "width of \"bar\" over time, linear(duration: 1)")
        XCTAssertTrue(lines[1].hasPrefix("48 ┤"), lines[1])
        XCTAssertTrue(lines[2].hasPrefix("16 ┤"), lines[2])
        // The first cell of the bottom row has its bottom-left dot (U+2840), the last cell of
        // the top row its top-right dot (U+2808).
        let bottomLeft = lines[2].unicodeScalars.dropFirst(4).first!.value - 0x2800
        let topRight = lines[1].unicodeScalars.last!.value - 0x2800
        XCTAssertNotEqual(bottomLeft & 0x40, 0, lines.joined(separator: "\n"))
        XCTAssertNotEqual(topRight & 0x08, 0, lines.joined(separator: "\n"))
    }

    func testABouncySpringOvershootsItsTarget() throws {
        // `.bouncy` has a bounce of 0.3 (Apple's documentation), so it passes its target first.
        let plot = try MotionPlot.make(.width, of: "bar", in: try recording(.bouncy)).get()
        XCTAssertGreaterThan(plot.samples.map(\.value).max() ?? 0, 48.5)
        XCTAssertEqual(plot.samples.last?.value ?? 0, 48, accuracy: 0.1)
    }

    /// The target, where the motion comes to rest, is marked: its row is labelled with its value.
    /// A spring of bounce 0.7 has a damping ratio of 0.3 (Apple's `Spring(duration:bounce:)`:
    /// bounce is 1 − damping ratio), so it overshoots by about 37% (e^(−πζ/√(1−ζ²))): from 16 to
    /// 48 points it reaches about 60, and 48 is a third of the way down the chart.
    func testThePlotMarksTheTargetValue() throws {
        let plot = try MotionPlot.make(.width, of: "bar", in: try recording(.spring(duration: 0.5, bounce: 0.7))).get()
        let high = try XCTUnwrap(plot.samples.map(\.value).max())
        XCTAssertEqual(high, 48 + 0.37 * 32, accuracy: 2)
        let lines = plot.text(columns: 24, rows: 8).split(separator: "\n").map(String.init)
        // Rows 1 to 8 are the chart's; the target is at (high − 48) / (high − 16) of its height.
        let row = Int((2 + (high - 48) / (high - 16) * 124) / 16)
        XCTAssertTrue(lines[1 + row].trimmingCharacters(in: .whitespaces).hasPrefix("48 ┤"), lines.joined(separator: "\n"))
        XCTAssertEqual(lines.filter { $0.contains("┤") }.count, 3, "the highest, the target and the lowest")
    }

    /// A view inserted with a transition is drawn only from when it is inserted: its opacity
    /// (`.opacity`: from 0 to 1 over the animation) and its place can be charted all the same.
    func testATransitionsOpacityAndPositionArePlotted() throws {
        struct Arriving: View {
            @ObservedObject var model: BarModel
            var body: some View {
                VStack {
                    if model.isOn {
                        Text("Hi").accessibilityIdentifier("hi").transition(.opacity.combined(with: .offset(x: 40)))
                    }
                }
                .frame(width: 160, height: 16)
            }
        }
        let model = BarModel()
        let host = host(Arriving(model: model), width: 160, height: 16)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        host.update()
        let recorded = try XCTUnwrap(AnimationRecording(host))
        let opacity = try MotionPlot.make(.opacity, of: "hi", in: recorded).get()
        XCTAssertEqual(opacity.samples.first?.value ?? 1, 0, accuracy: 0.05)
        XCTAssertEqual(opacity.samples.last?.value ?? 0, 1, accuracy: 1e-9)
        let x = try MotionPlot.make(.x, of: "hi", in: recorded).get()
        // Centred in 160 points, the 16-point text ends at x = 72, having come 40 from the right.
        XCTAssertEqual(x.samples.last?.value ?? 0, 72, accuracy: 1e-9)
        XCTAssertGreaterThan(x.samples.first?.value ?? 0, 100)
    }

    func testWithoutAnIdentifierAViewThatLeavesIsNotConfusedWithTheOneDrawnAfterIt() throws {
        // While a view leaves it is drawn first (beneath its siblings); once gone, the place it
        // had in drawing order is another view's, so that place cannot be followed.
        struct Leaving: View {
            @ObservedObject var model: BarModel
            var body: some View {
                VStack(alignment: .leading) {
                    Text("Stays")
                    if !model.isOn { Text("Goes").transition(.move(edge: .leading)) }
                }
                .frame(width: 80, height: 48, alignment: .topLeading)
            }
        }
        let model = BarModel()
        let host = host(Leaving(model: model), width: 80, height: 48)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        host.update()
        let recorded = try XCTUnwrap(AnimationRecording(host))
        XCTAssertNotNil(MotionPlot.make(.x, of: nil, in: recorded).failureDescription)
    }

    func testMissingViewsAndUnchangingValuesAreSaidPlainly() throws {
        let recorded = try recording(.linear(duration: 1))
        XCTAssertEqual(MotionPlot.make(.width, of: "nothing", in: recorded).failureDescription,
                       "No view marked .accessibilityIdentifier(\"nothing\") is drawn at two moments of the animation.")
        XCTAssertEqual(MotionPlot.make(.height, of: nil, in: recorded).failureDescription, "No view's height changes in the last animation that can be followed; mark the view with .accessibilityIdentifier(\"name\") and give the name: :plot height name.")
    }
}

private extension Result where Failure == MotionPlot.PlotProblem {
    var failureDescription: String? {
        if case .failure(let problem) = self { return problem.description }
        return nil
    }
}
