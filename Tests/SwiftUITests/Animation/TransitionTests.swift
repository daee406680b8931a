import XCTest
@testable import SwiftUI

/// Insertion and removal in an animated change. Every number follows from a linear curve over
/// one second: at t seconds a transition is the fraction t of the way from active to identity
/// (insertion) or back (removal).
final class TransitionTests: XCTestCase {
    private struct Shelf: View {
        @ObservedObject var model: BarModel
        let transition: AnyTransition?

        var body: some View {
            VStack(spacing: 0) {
                Color.blue.frame(width: 80, height: 16)
                if !model.isOn {
                    square.accessibilityIdentifier("square")
                }
                Color.green.frame(width: 80, height: 16).accessibilityIdentifier("below")
            }
            .frame(width: 160, height: 96, alignment: .top)
        }

        @ViewBuilder private var square: some View {
            if let transition {
                Color.red.frame(width: 32, height: 32).transition(transition)
            } else {
                Color.red.frame(width: 32, height: 32)
            }
        }
    }

    private func removing(with transition: AnyTransition?) -> (TerminalHost, BarModel) {
        let model = BarModel()
        let host = host(Shelf(model: model, transition: transition), width: 160, height: 96)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        host.update()
        return (host, model)
    }

    func testARemovedViewFadesByDefaultAndStaysUntilItsTransitionEnds() {
        // Apple's documentation of transition(_:): a view with no transition of its own uses
        // the default, which fades it (`opacity`); the view stays on screen while it goes.
        let (host, _) = removing(with: nil)
        host.advance(by: 0.5)
        assertFrame(host.frame(ofIdentifier: "square"), CGRect(x: 64, y: 16, width: 32, height: 32))
        let square = host.displayList.items.first { $0.identifier == "square" }
        XCTAssertEqual(square?.opacity ?? 0, 0.5, accuracy: 0.0001)
        // The view below moves up into the space at the same pace (a geometry animation).
        assertFrame(host.frame(ofIdentifier: "below"), CGRect(x: 40, y: 32, width: 80, height: 16))
        host.advance(by: 0.5)
        XCTAssertNil(host.frame(ofIdentifier: "square"), "gone once its removal has ended")
        XCTAssertFalse(host.displayList.items.contains { $0.identifier == "square" })
        assertFrame(host.frame(ofIdentifier: "below"), CGRect(x: 40, y: 16, width: 80, height: 16))
    }

    func testARemovalWithoutAnimationIsAtOnce() {
        let model = BarModel()
        let host = host(Shelf(model: model, transition: nil), width: 160, height: 96)
        model.isOn = true
        host.update()
        XCTAssertNil(host.frame(ofIdentifier: "square"))
    }

    func testAnInsertedViewComesInFromItsEdge() {
        let model = BarModel()
        model.isOn = true
        let host = host(Shelf(model: model, transition: .move(edge: .leading)), width: 160, height: 96)
        withAnimation(.linear(duration: 1)) { model.isOn = false }
        host.update()
        // `move(edge:)` moves the view by its own size towards the edge (Apple: "moves the view
        // away, towards the specified edge of the view"): 32 points to the left at first.
        assertFrame(host.frame(ofIdentifier: "square"), CGRect(x: 64 - 32, y: 16, width: 32, height: 32))
        host.advance(by: 0.5)
        assertFrame(host.frame(ofIdentifier: "square"), CGRect(x: 64 - 16, y: 16, width: 32, height: 32))
        XCTAssertEqual(host.displayList.items.first { $0.identifier == "square" }?.opacity, 1, "a move does not fade")
        host.advance(by: 0.5)
        assertFrame(host.frame(ofIdentifier: "square"), CGRect(x: 64, y: 16, width: 32, height: 32))
    }

    func testSlideComesInFromTheLeadingEdgeAndLeavesTowardsTheTrailingEdge() {
        // Apple's documentation of slide: "inserts by moving in from the leading edge, and
        // removes by moving out towards the trailing edge".
        let (host, _) = removing(with: .slide)
        host.advance(by: 0.25)
        assertFrame(host.frame(ofIdentifier: "square"), CGRect(x: 64 + 8, y: 16, width: 32, height: 32))
    }

    func testCombinedAndAsymmetricTransitions() {
        let (host, _) = removing(with: .asymmetric(insertion: .identity, removal: AnyTransition.offset(y: 40).combined(with: .opacity)))
        host.advance(by: 0.25)
        assertFrame(host.frame(ofIdentifier: "square"), CGRect(x: 64, y: 16 + 10, width: 32, height: 32))
        XCTAssertEqual(host.displayList.items.first { $0.identifier == "square" }?.opacity ?? 0, 0.75, accuracy: 0.0001)
    }

    func testAViewWhoseBodyRanAgainKeepsItsTransition() {
        // The transition belongs to the view, not to the nodes its body made first: after the
        // view's own state changes and its body makes new nodes, it still leaves by moving.
        final class Counter: ObservableObject { @Published var count = 0 }
        struct Tile: View {
            @ObservedObject var counter: Counter
            var body: some View { Color.red.frame(width: 32, height: CGFloat(32 + counter.count)).accessibilityIdentifier("square") }
        }
        struct Shelf: View {
            @ObservedObject var model: BarModel
            let counter: Counter
            var body: some View {
                ZStack(alignment: .topLeading) {
                    Color.clear.frame(width: 160, height: 96)
                    if !model.isOn { Tile(counter: counter).transition(.move(edge: .leading)) }
                }
            }
        }
        let model = BarModel()
        let counter = Counter()
        let host = host(Shelf(model: model, counter: counter), width: 160, height: 96)
        counter.count = 1
        host.update()
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        host.update()
        host.advance(by: 0.5)
        // Halfway out towards the leading edge: half of its own 32-point width to the left.
        assertFrame(host.frame(ofIdentifier: "square"), CGRect(x: -16, y: 0, width: 32, height: 33))
    }

    func testScaleShrinksTheViewAroundItsAnchor() {
        let (host, _) = removing(with: .scale(scale: 0, anchor: .topLeading))
        host.advance(by: 0.75)
        let transform = host.displayList.items.first { $0.identifier == "square" }?.transform
        XCTAssertEqual(transform?.a ?? 0, 0.25, accuracy: 0.0001)
        // Scaled around the top-leading corner (64, 16), which stays where it is.
        XCTAssertEqual(CGPoint(x: 64, y: 16).applying(transform ?? .identity), CGPoint(x: 64, y: 16))
    }

    func testTheIdentityTransitionRemovesAtOnceEvenWhenAnimated() {
        let (host, _) = removing(with: .identity)
        XCTAssertNil(host.frame(ofIdentifier: "square"))
    }
}

/// matchedGeometryEffect in an animated change: a view that takes over an id moves from where
/// the view that had it was (Apple's documentation of matchedGeometryEffect: with the change
/// animated, "the geometry of the inserted view is interpolated" from the removed view's).
final class MatchedGeometryAnimationTests: XCTestCase {
    /// A box that takes over the matched id of another; both named "box" unless told apart.
    private struct Hero: View {
        @Namespace private var space
        @ObservedObject var model: BarModel
        var big = "box"
        var small = "box"
        var body: some View {
            VStack {
                if model.isOn {
                    Color.red.matchedGeometryEffect(id: "box", in: space)
                        .accessibilityIdentifier(big)
                        .frame(width: 64, height: 32)
                } else {
                    Color.red.matchedGeometryEffect(id: "box", in: space)
                        .accessibilityIdentifier(small)
                        .frame(width: 16, height: 16)
                        .padding(.leading, 96)
                }
            }
            .frame(width: 160, height: 64, alignment: .topLeading)
        }
    }

    func testTheInsertedViewMovesFromTheRemovedViewsFrame() {
        let model = BarModel()
        let host = host(Hero(model: model), width: 160, height: 64)
        assertFrame(host.frame(ofIdentifier: "box"), CGRect(x: 96, y: 0, width: 16, height: 16))
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        host.update()
        assertFrame(host.frame(ofIdentifier: "box"), CGRect(x: 96, y: 0, width: 16, height: 16))
        host.advance(by: 0.5)
        // Linear: halfway from (96, 0, 16×16) to (0, 0, 64×32).
        assertFrame(host.frame(ofIdentifier: "box"), CGRect(x: 48, y: 0, width: 40, height: 24))
        let fill = host.displayList.items.first { $0.identifier == "box" && $0.frame.width == 40 }
        XCTAssertNotNil(fill, "the colour inside fills the moving frame: \(host.displayList.items.map(\.frame))")
        host.advance(by: 0.5)
        assertFrame(host.frame(ofIdentifier: "box"), CGRect(x: 0, y: 0, width: 64, height: 32))
    }

    func testTheRemovedViewFollowsTheInterpolatedFrameWhileItFades() {
        // Apple's documentation of matchedGeometryEffect: when a view is inserted in the same
        // transaction that another view with the same key is removed, "the system will
        // interpolate their frame rectangles in window space to make it appear that there is
        // a single view moving from its start position to its end position", while "the usual
        // transition mechanisms define how the two views are rendered during the transition
        // (e.g. fade in/out, scale, etc)". Both views move; the removed one fades out.
        let model = BarModel()
        let host = host(Hero(model: model, big: "big", small: "small"), width: 160, height: 64)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        host.update()
        host.advance(by: 0.5)
        // Linear: halfway from (96, 0, 16×16) to (0, 0, 64×32), for both views.
        assertFrame(host.frame(ofIdentifier: "big"), CGRect(x: 48, y: 0, width: 40, height: 24))
        assertFrame(host.frame(ofIdentifier: "small"), CGRect(x: 48, y: 0, width: 40, height: 24))
        let leaving = host.displayList.items.first { $0.identifier == "small" }
        XCTAssertEqual(leaving?.frame.width ?? 0, 40, accuracy: 0.01, "the colour fills the moving frame")
        XCTAssertEqual(leaving?.opacity ?? 0, 0.5, accuracy: 0.01, "and fades out")
        host.advance(by: 0.5)
        XCTAssertNil(host.frame(ofIdentifier: "small"))
        assertFrame(host.frame(ofIdentifier: "big"), CGRect(x: 0, y: 0, width: 64, height: 32))
    }

    private struct Highlight: View {
        @Namespace private var space
        @ObservedObject var model: BarModel
        var body: some View {
            HStack(spacing: 0) {
                Text("A").frame(width: 32).matchedGeometryEffect(id: 0, in: space).accessibilityIdentifier("a")
                Text("B").frame(width: 32).matchedGeometryEffect(id: 1, in: space)
            }
            .background(Color.gray.matchedGeometryEffect(id: model.isOn ? 0 : 1, in: space, isSource: false).accessibilityIdentifier("highlight"))
        }
    }

    func testAFollowerSlidesToItsNewSourceWhileTheRestStaysPut() {
        // A follower takes its source's frame; when the source changes in an animated change,
        // the follower's frame is animated like any other (derived from the rules above).
        let model = BarModel()
        let host = host(Highlight(model: model), width: 200, height: 16)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        host.update()
        assertFrame(host.frame(ofIdentifier: "highlight"), CGRect(x: 32, y: 0, width: 32, height: 16))
        host.advance(by: 0.5)
        assertFrame(host.frame(ofIdentifier: "highlight"), CGRect(x: 16, y: 0, width: 32, height: 16))
        assertFrame(host.frame(ofIdentifier: "a"), CGRect(x: 0, y: 0, width: 32, height: 16))
    }

    func testWithoutAnimationTheViewIsAtItsPlaceAtOnce() {
        let model = BarModel()
        let host = host(Hero(model: model), width: 160, height: 64)
        model.isOn = true
        host.update()
        assertFrame(host.frame(ofIdentifier: "box"), CGRect(x: 0, y: 0, width: 64, height: 32))
    }
}

/// Views that continue across an animated change are not removed and inserted again: they
/// animate in place (regressions found while writing chapter 6's exercises).
final class ContinuedViewTests: XCTestCase {
    private struct Bordered: View {
        @ObservedObject var model: BarModel
        var body: some View {
            VStack { Color.red.opacity(model.isOn ? 1 : 0.2).border(Color.gray) }
        }
    }

    func testABorderedViewWhoseOpacityAnimatesIsDrawnOnce() {
        let model = BarModel()
        let host = host(Bordered(model: model), width: 80, height: 48)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        host.update()
        host.advance(by: 0.5)
        let items = host.displayList.items
        XCTAssertEqual(items.count, 2, "one fill and one border: \(items.map(\.content))")
        // `Color.opacity(_:)` makes a colour, whose alpha animates: linear, halfway from 0.2 to 1.
        guard case .fill(_, let colour, _)? = items.first?.content else { return XCTFail("no fill first") }
        XCTAssertEqual(colour.opacity, 0.6, accuracy: 0.0001)
        XCTAssertEqual(items.first?.frame, CGRect(x: 0, y: 0, width: 80, height: 48))
    }

    private struct Overflowing: View {
        @ObservedObject var model: BarModel
        var body: some View {
            Color.red.frame(width: 50, height: 16).accessibilityIdentifier("square")
                .frame(width: model.isOn ? 50 : 10, alignment: .leading)
                .frame(width: 100, alignment: .leading)
        }
    }

    func testAViewKeepsItsOwnSizeWhileTheFrameAroundItGrows() {
        // The square is 50 points wide before and after; only the frame around it changes, so
        // only that frame animates (each view's geometry animates on its own).
        let model = BarModel()
        let host = host(Overflowing(model: model), width: 100, height: 16)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        host.update()
        assertFrame(host.frame(ofIdentifier: "square"), CGRect(x: 0, y: 0, width: 50, height: 16))
        host.advance(by: 0.5)
        assertFrame(host.frame(ofIdentifier: "square"), CGRect(x: 0, y: 0, width: 50, height: 16))
    }

    private struct Shift: GeometryEffect {
        var x: CGFloat
        var animatableData: CGFloat {
            get { x }
            set { x = newValue }
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: x, y: 0))
        }
    }

    private struct Reader: View {
        @ObservedObject var model: BarModel
        var body: some View {
            GeometryReader { _ in
                Color.blue.frame(width: 10, height: 10).modifier(Shift(x: model.isOn ? 100 : 0))
            }
            .frame(width: 200, height: 20)
        }
    }

    func testAnEffectInsideAGeometryReaderAnimatesInsteadOfFading() {
        let model = BarModel()
        let host = host(Reader(model: model), width: 300, height: 100)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        host.update()
        host.advance(by: 0.5)
        let items = host.displayList.items
        XCTAssertEqual(items.count, 1, "\(items.map(\.frame))")
        // Drawn halfway: the effect's translation moves the colour's frame.
        XCTAssertEqual(items.first.map { $0.frame.applying($0.transform).minX } ?? 0, 50, accuracy: 0.0001)
        XCTAssertEqual(items.first?.opacity, 1)
    }
}
