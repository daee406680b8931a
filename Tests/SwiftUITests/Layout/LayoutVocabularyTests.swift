import Foundation
import XCTest
@testable import SwiftUI

/// The layout vocabulary tutorials pass around: offsets and positions as CGSize and CGPoint,
/// edges, alignments, content modes, layout direction, coordinate spaces and the types a custom
/// `Layout` works with. Frames are derived from the layout rules (Thinking in SwiftUI ch. 4).
final class LayoutVocabularyTests: XCTestCase {
    /// offset(_:) with a CGSize moves the drawing, not the frame (Apple: "Offset by the
    /// horizontal and vertical amount in the offset parameter"): the stack stays 60×20, the
    /// second square is drawn at (30 + 5, −10).
    func testOffsetBySizeMovesTheDrawingNotTheLayout() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 30, height: 20)
            Color.blue.frame(width: 30, height: 20).offset(CGSize(width: 5, height: -10)).accessibilityIdentifier("moved")
        }
        let h = host(view, width: 300, height: 300)
        XCTAssertEqual(h.size, CGSize(width: 60, height: 20))
        assertFrame(h.frame(ofIdentifier: "moved"), CGRect(x: 35, y: -10, width: 30, height: 20))
    }

    /// position(_:) with a CGPoint centres the view on the point in its parent's space and takes
    /// the whole proposal (Apple: "Positions the center of this view at the specified point").
    func testPositionAtAPoint() {
        let view = Color.red.frame(width: 20, height: 10).accessibilityIdentifier("box").position(CGPoint(x: 100, y: 40))
        let h = host(view, width: 200, height: 100)
        XCTAssertEqual(h.size, CGSize(width: 200, height: 100))
        assertFrame(h.frame(ofIdentifier: "box"), CGRect(x: 90, y: 35, width: 20, height: 10))
    }

    /// ZStackLayout as a value (in AnyLayout, Apple's example of switching layouts): the children
    /// overlap, aligned by the alignment: 40×40 and 20×20 bottom-trailing put the small one at (20, 20).
    func testZStackLayoutOverlapsItsChildren() {
        let layout = AnyLayout(ZStackLayout(alignment: .bottomTrailing))
        let view = layout {
            Color.red.frame(width: 40, height: 40)
            Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("small")
        }
        let h = host(view, width: 300, height: 300)
        XCTAssertEqual(h.size, CGSize(width: 40, height: 40))
        assertFrame(h.frame(ofIdentifier: "small"), CGRect(x: 20, y: 20, width: 20, height: 20))
    }

    /// HorizontalAlignment in a VStack: a 20-wide child in a 60-wide stack sits at x 0 leading,
    /// 20 centred, 40 trailing.
    func testHorizontalAlignmentPlacesNarrowerChildren() {
        func x(_ alignment: HorizontalAlignment) -> CGFloat? {
            let view = VStack(alignment: alignment, spacing: 0) {
                Color.red.frame(width: 60, height: 10)
                Color.blue.frame(width: 20, height: 10).accessibilityIdentifier("narrow")
            }
            return host(view, width: 300, height: 300).frame(ofIdentifier: "narrow")?.minX
        }
        XCTAssertEqual(x(.leading), 0)
        XCTAssertEqual(x(.center), 20)
        XCTAssertEqual(x(HorizontalAlignment.trailing), 40)
    }

    /// Edge and Edge.Set: padding only the edges named, 10 pt each: `.padding(Edge.Set(edge), 10)`.
    func testEdgeNamesTheSideToPad() {
        func size(_ edge: Edge) -> CGSize {
            host(Color.red.frame(width: 20, height: 20).padding(Edge.Set(edge), 10), width: 300, height: 300).size
        }
        XCTAssertEqual(size(.top), CGSize(width: 20, height: 30))
        XCTAssertEqual(size(.leading), CGSize(width: 30, height: 20))
        XCTAssertEqual(Edge.allCases.count, 4)
    }

    /// VerticalEdge and HorizontalEdge in safeAreaInset(edge:): Apple's docs: the inset content
    /// is shown along that edge and the view is inset by it.
    func testSafeAreaInsetEdges() {
        let bottom: VerticalEdge = .bottom
        let column = Color.red.accessibilityIdentifier("main")
            .safeAreaInset(edge: bottom, spacing: 0) { Color.blue.frame(height: 20).accessibilityIdentifier("bar") }
        let h = host(column, width: 100, height: 100)
        assertFrame(h.frame(ofIdentifier: "main"), CGRect(x: 0, y: 0, width: 100, height: 80))
        assertFrame(h.frame(ofIdentifier: "bar"), CGRect(x: 0, y: 80, width: 100, height: 20))
        let leading: HorizontalEdge = .leading
        let row = Color.red.accessibilityIdentifier("main")
            .safeAreaInset(edge: leading, spacing: 0) { Color.blue.frame(width: 30).accessibilityIdentifier("side") }
        let r = host(row, width: 100, height: 100)
        assertFrame(r.frame(ofIdentifier: "side"), CGRect(x: 0, y: 0, width: 30, height: 100))
        assertFrame(r.frame(ofIdentifier: "main"), CGRect(x: 30, y: 0, width: 70, height: 100))
    }

    /// ContentMode: a 2:1 view in 100×100 fits to 100×50 and fills to 200×100.
    func testContentModeFitAndFill() {
        func size(_ mode: ContentMode) -> CGSize {
            host(Color.red.aspectRatio(2, contentMode: mode), width: 100, height: 100).size
        }
        XCTAssertEqual(size(.fit), CGSize(width: 100, height: 50))
        XCTAssertEqual(size(ContentMode.fill), CGSize(width: 200, height: 100))
    }

    /// LayoutDirection right-to-left mirrors an HStack: the first child is on the right
    /// (Apple: "leading" is the right edge in a right-to-left layout).
    func testRightToLeftMirrorsAStack() {
        let direction: LayoutDirection = .rightToLeft
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 30, height: 10).accessibilityIdentifier("first")
            Color.blue.frame(width: 20, height: 10)
        }.environment(\.layoutDirection, direction)
        let h = host(view, width: 300, height: 300)
        assertFrame(h.frame(ofIdentifier: "first"), CGRect(x: 20, y: 0, width: 30, height: 10))
    }

    /// GeometryProxy: its size is the reader's, its frame in the global space where it is.
    /// CoordinateSpace `.local` starts at zero; NamedCoordinateSpace measures from the named view.
    func testGeometryProxyAndCoordinateSpaces() {
        var size = CGSize.zero, global = CGRect.zero, local = CGRect.zero, named = CGRect.zero
        let card: NamedCoordinateSpace = .named("card")
        let view = VStack(spacing: 0) {
            Color.red.frame(height: 30)
            GeometryReader { (proxy: GeometryProxy) in
                let _ = (size = proxy.size)
                let _ = (global = proxy.frame(in: .global))
                let _ = (local = proxy.frame(in: CoordinateSpace.local))
                let _ = (named = proxy.frame(in: .named("card")))
                Color.blue
            }.frame(width: 40, height: 20)
        }.padding(10).coordinateSpace(card)
        _ = host(view.padding(5), width: 300, height: 300)
        XCTAssertEqual(size, CGSize(width: 40, height: 20))
        // The colour takes the proposed width, so the stack is 300 − 2·(5 + 10) = 270 wide and
        // centres the 40-wide reader at 15 + 115 = 130, 30 below its top at 5 + 10: (130, 45).
        // The named space starts inside the 5 of outer padding: (125, 40).
        XCTAssertEqual(global, CGRect(x: 130, y: 45, width: 40, height: 20))
        XCTAssertEqual(local, CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(named, CGRect(x: 125, y: 40, width: 40, height: 20))
    }

    /// SafeAreaRegions: a terminal has no safe area, so ignoring any region keeps the frame.
    func testIgnoringSafeAreaRegionsKeepsTheFrame() {
        let regions: SafeAreaRegions = .container
        let h = host(Color.red.accessibilityIdentifier("bg").ignoresSafeArea(regions, edges: .top), width: 80, height: 40)
        assertFrame(h.frame(ofIdentifier: "bg"), CGRect(x: 0, y: 0, width: 80, height: 40))
        XCTAssertTrue(SafeAreaRegions.all.contains(.keyboard))
    }

    /// A custom Layout that reads LayoutSubviews, each LayoutSubview's size and its ViewSpacing:
    /// Apple's "Composing custom layouts" puts views side by side with the spacing their
    /// `spacing` preferences give (8 between two views, none next to a Spacer).
    func testCustomLayoutReadsSubviewsAndSpacing() {
        struct Row: Layout {
            func spacings(_ subviews: LayoutSubviews) -> [CGFloat] {
                subviews.indices.map { i in
                    i == 0 ? 0 : subviews[i - 1].spacing.distance(to: subviews[i].spacing, along: .horizontal)
                }
            }
            func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> CGSize {
                let sizes = subviews.map { (subview: LayoutSubview) in subview.sizeThatFits(.unspecified) }
                return CGSize(width: sizes.map(\.width).reduce(0, +) + spacings(subviews).reduce(0, +),
                              height: sizes.map(\.height).max() ?? 0)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {
                var x = bounds.minX
                for (subview, spacing) in zip(subviews, spacings(subviews)) {
                    x += spacing
                    subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                    x += subview.sizeThatFits(.unspecified).width
                }
            }
        }
        let view = Row {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("second")
            Spacer().frame(width: 5)
            Color.green.frame(width: 10, height: 10).accessibilityIdentifier("third")
        }
        let h = host(view, width: 300, height: 300)
        XCTAssertEqual(h.frame(ofIdentifier: "second")?.minX, 18)
        XCTAssertEqual(h.frame(ofIdentifier: "third")?.minX, 33)
        // Apple: LayoutSubviews is "a collection of proxy values that represent the subviews of a
        // layout view"; its elements are LayoutSubview.
        XCTAssertTrue(LayoutSubviews.Element.self == LayoutSubview.self)
        XCTAssertEqual(ViewSpacing().distance(to: ViewSpacing(), along: .vertical), 8)
        XCTAssertEqual(ViewSpacing.zero.distance(to: ViewSpacing(), along: .horizontal), 0)
    }
}
