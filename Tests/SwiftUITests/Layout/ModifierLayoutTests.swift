import Foundation
import XCTest
@testable import SwiftUI

/// Frames, padding, overlays, offsets, aspect ratios and alignment guides.
final class ModifierLayoutTests: XCTestCase {
    /// Thinking in SwiftUI ch. 4 (fixed frame): width 100 is proposed and reported whatever the
    /// view chooses; the height follows the child, here a shape taking the proposed 50.
    func testFixedWidthFrameKeepsChildHeight() {
        let h = host(Rectangle().frame(width: 100), width: 300, height: 50)
        XCTAssertEqual(h.size, CGSize(width: 100, height: 50))
    }

    /// Derived (book ch. 4, frame alignment): a 30×30 child in a 100×50 leading frame sits at (0, 10).
    func testFrameAlignsItsChild() {
        let view = Rectangle().frame(width: 30, height: 30).accessibilityIdentifier("child")
            .frame(width: 100, height: 50, alignment: .leading)
        assertFrame(host(view, width: 300, height: 300).frame(ofIdentifier: "child"), CGRect(x: 0, y: 10, width: 30, height: 30))
    }

    /// Thinking in SwiftUI ch. 4: `frame(minWidth: 200)` proposed 121 reports 200; proposed 299 reports 299.
    func testMinimumWidthFrame() {
        XCTAssertEqual(host(Rectangle().frame(minWidth: 200), width: 121, height: 10).size.width, 200)
        XCTAssertEqual(host(Rectangle().frame(minWidth: 200), width: 299, height: 10).size.width, 299)
    }

    /// Apple's frame(minWidth:…) documentation: with a maximum only, the frame is at least as wide as
    /// the proposal up to the maximum (so `.infinity` fills); with no limits it takes the child's size.
    func testMaximumWidthFrameFillsTheProposal() {
        let small = Rectangle().frame(width: 40, height: 10)
        XCTAssertEqual(host(small.frame(maxWidth: .infinity), width: 300, height: 10).size.width, 300)
        XCTAssertEqual(host(small.frame(maxWidth: 100), width: 300, height: 10).size.width, 100)
        XCTAssertEqual(host(small.frame(minWidth: 10, maxWidth: 30), width: 300, height: 10).size.width, 30)
        XCTAssertEqual(host(small.frame(minWidth: 20), width: 300, height: 10).size.width, 40)
    }

    /// Thinking in SwiftUI ch. 4 (the resizable knob): a fixed frame is 32 under any proposal;
    /// aspectRatio(1, .fit) in 300×100 gives 100×100; fixedSize gives the ideal 32×32.
    func testKnobSizesFromTheBook() {
        let knob = Circle().frame(width: 32, height: 32)
        XCTAssertEqual(host(knob, width: 500, height: 7).size, CGSize(width: 32, height: 32))
        let resizable = Circle().aspectRatio(1, contentMode: .fit).frame(idealWidth: 32, idealHeight: 32)
        XCTAssertEqual(host(resizable, width: 300, height: 100).size, CGSize(width: 100, height: 100))
        XCTAssertEqual(host(resizable.fixedSize(), width: 300, height: 100).size, CGSize(width: 32, height: 32))
    }

    /// Derived (book ch. 4, aspectRatio): ratio 2 in 100×100 fits to 100×50, fills to 200×100;
    /// with no ratio the view's ideal size (a 20×10 frame's ideal) gives 2:1 too.
    func testAspectRatioFitAndFill() {
        XCTAssertEqual(host(Rectangle().aspectRatio(2, contentMode: .fit), width: 100, height: 100).size, CGSize(width: 100, height: 50))
        XCTAssertEqual(host(Rectangle().aspectRatio(2, contentMode: .fill), width: 100, height: 100).size, CGSize(width: 200, height: 100))
        let idealTwoToOne = Rectangle().frame(idealWidth: 20, idealHeight: 10).aspectRatio(contentMode: .fit)
        XCTAssertEqual(host(idealTwoToOne, width: 100, height: 100).size, CGSize(width: 100, height: 50))
    }

    /// Thinking in SwiftUI ch. 4 (padding): 10 pt of padding proposes 80×80 of 100×100 to the child
    /// and places it at (10, 10); a 50×20 frame padded by 10 is 70×40.
    func testPaddingShrinksTheProposalAndGrowsTheSize() {
        let h = host(Rectangle().accessibilityIdentifier("child").padding(10), width: 100, height: 100)
        assertFrame(h.frame(ofIdentifier: "child"), CGRect(x: 10, y: 10, width: 80, height: 80))
        XCTAssertEqual(host(Rectangle().frame(width: 50, height: 20).padding(10), width: 300, height: 300).size, CGSize(width: 70, height: 40))
    }

    /// SwiftUI's default padding is 16 on each edge; edge sets and EdgeInsets pad only those edges.
    func testDefaultAndPartialPadding() {
        let square = Rectangle().frame(width: 10, height: 10)
        XCTAssertEqual(host(square.padding(), width: 300, height: 300).size, CGSize(width: 42, height: 42))
        XCTAssertEqual(host(square.padding(.horizontal), width: 300, height: 300).size, CGSize(width: 42, height: 10))
        XCTAssertEqual(host(square.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), width: 300, height: 300).size, CGSize(width: 16, height: 14))
    }

    /// Book ch. 4: negative padding proposes more than it was offered (the capsule outline that
    /// reaches 5 pt past the text); derived: a 40×20 view with padding(-5) is 30×10, child at (-5, -5).
    func testNegativePadding() {
        let view = Rectangle().frame(width: 40, height: 20).accessibilityIdentifier("child").padding(-5)
        let h = host(view, width: 300, height: 300)
        XCTAssertEqual(h.size, CGSize(width: 30, height: 10))
        XCTAssertEqual(h.frame(ofIdentifier: "child")?.origin, CGPoint(x: -5, y: -5))
        let outline = Rectangle().frame(width: 40, height: 20)
            .background(Capsule().stroke().accessibilityIdentifier("outline").padding(-5))
        assertFrame(host(outline, width: 300, height: 300).frame(ofIdentifier: "outline"), CGRect(x: -5, y: -5, width: 50, height: 30))
    }

    /// Thinking in SwiftUI ch. 4: an overlay takes the size of the view it decorates; a background
    /// too, so `a.overlay(b)` and `b.background(a)` differ in size.
    func testOverlayAndBackgroundTakeTheModifiedViewsSize() {
        let big = Rectangle().frame(width: 50, height: 50)
        let wide = Rectangle().frame(width: 80, height: 10)
        let overlaid = host(big.overlay(wide.accessibilityIdentifier("wide")), width: 300, height: 300)
        XCTAssertEqual(overlaid.size, CGSize(width: 50, height: 50))
        assertFrame(overlaid.frame(ofIdentifier: "wide"), CGRect(x: -15, y: 20, width: 80, height: 10))
        XCTAssertEqual(host(wide.background(big), width: 300, height: 300).size, CGSize(width: 80, height: 10))
    }

    /// Derived: the decoration is proposed the decorated view's size, and aligned in it.
    func testOverlayAlignmentAndProposal() {
        let view = Rectangle().frame(width: 60, height: 40)
            .overlay(alignment: .topTrailing) { Circle().frame(width: 10, height: 10).accessibilityIdentifier("dot") }
            .background { Color.blue.accessibilityIdentifier("fill") }
        let h = host(view, width: 300, height: 300)
        assertFrame(h.frame(ofIdentifier: "dot"), CGRect(x: 50, y: 0, width: 10, height: 10))
        assertFrame(h.frame(ofIdentifier: "fill"), CGRect(x: 0, y: 0, width: 60, height: 40))
    }

    /// Thinking in SwiftUI ch. 4 (offset): children proposed (200 − 16) / 3 = 61.33 wide; the offset
    /// circle is drawn 30 pt higher without changing the layout (frame(ofIdentifier:) includes offsets).
    func testOffsetMovesDrawingNotLayout() {
        let view = HStack {
            Circle().fill(Color.red).accessibilityIdentifier("red")
            Circle().fill(Color.blue).offset(y: -30).accessibilityIdentifier("blue")
            Circle().fill(Color.green)
        }.frame(width: 200, height: 60)
        let h = host(view, width: 400, height: 400)
        XCTAssertEqual(h.size, CGSize(width: 200, height: 60))
        XCTAssertEqual(h.frame(ofIdentifier: "red")!.width, 184.0 / 3, accuracy: 0.001)
        XCTAssertEqual(h.frame(ofIdentifier: "blue")!.minY, -30, accuracy: 0.001)
        XCTAssertEqual(h.frame(ofIdentifier: "blue")!.minX, 184.0 / 3 + 8, accuracy: 0.001)
    }

    /// Derived: `position` takes the whole proposal and centres the view on the point.
    func testPositionCentresTheViewOnThePoint() {
        let view = Rectangle().frame(width: 20, height: 10).accessibilityIdentifier("box").position(x: 50, y: 30)
        let h = host(view, width: 200, height: 100)
        XCTAssertEqual(h.size, CGSize(width: 200, height: 100))
        assertFrame(h.frame(ofIdentifier: "box"), CGRect(x: 40, y: 25, width: 20, height: 10))
    }

    /// Derived: fixedSize on one axis proposes nil only on that axis (the shape's ideal 10 there).
    func testFixedSizeOnOneAxis() {
        XCTAssertEqual(host(Rectangle().fixedSize(horizontal: true, vertical: false), width: 100, height: 60).size, CGSize(width: 10, height: 60))
        XCTAssertEqual(host(Rectangle().fixedSize(horizontal: false, vertical: true), width: 100, height: 60).size, CGSize(width: 100, height: 10))
    }

    /// Thinking in SwiftUI ch. 4 (custom alignment guide), derived frames: the red square's top
    /// (its guide 20 − 20 = 0) sits on the centres of the others: stack 136×65.
    func testCustomAlignmentGuide() {
        let view = HStack(alignment: .testCenter) {
            Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("blue")
            Color.green.frame(width: 30, height: 30).accessibilityIdentifier("green")
            Color.red.frame(width: 40, height: 40)
                .alignmentGuide(.testCenter) { $0[.testCenter] - 20 }
                .accessibilityIdentifier("red")
        }
        let h = host(view, width: 400, height: 400)
        XCTAssertEqual(h.size, CGSize(width: 136, height: 65))
        assertFrame(h.frame(ofIdentifier: "blue"), CGRect(x: 0, y: 0, width: 50, height: 50))
        assertFrame(h.frame(ofIdentifier: "green"), CGRect(x: 58, y: 10, width: 30, height: 30))
        assertFrame(h.frame(ofIdentifier: "red"), CGRect(x: 96, y: 25, width: 40, height: 40))
    }

    /// Thinking in SwiftUI ch. 4: an offset does not change the stack (136×50) but the red square is
    /// still drawn at y 25, past the stack's bottom; an alignment guide changes the layout.
    func testOffsetInsteadOfAlignmentGuide() {
        let view = HStack {
            Color.blue.frame(width: 50, height: 50)
            Color.green.frame(width: 30, height: 30)
            Color.red.frame(width: 40, height: 40).offset(y: 20).accessibilityIdentifier("red")
        }
        let h = host(view, width: 400, height: 400)
        XCTAssertEqual(h.size, CGSize(width: 136, height: 50))
        XCTAssertEqual(h.frame(ofIdentifier: "red")?.minY, 25)
    }

    /// Custom guides pass through containers (a guide set deep inside a VStack aligns the VStack
    /// in its HStack); built-in ones stop at the first container (Apple's alignment documentation).
    func testCustomGuidePropagatesThroughNestedStack() {
        let view = HStack(alignment: .testCenter) {
            VStack(spacing: 0) {
                Color.gray.frame(width: 20, height: 20)
                Color.red.frame(width: 20, height: 20)
                    .alignmentGuide(.testCenter) { $0[VerticalAlignment.center] }
                Color.gray.frame(width: 20, height: 20)
            }
            Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("marker")
        }
        let h = host(view, width: 300, height: 300)
        // The red square's centre is 30 below the VStack's top; the marker's centre lines up with it.
        XCTAssertEqual(h.frame(ofIdentifier: "marker")?.midY, 30)
    }

    /// skip-ui LayoutTests (observed on iOS): a 4×4 square in a 12×12 ZStack lands at each alignment.
    func testZStackAlignments() {
        let cases: [(Alignment, CGPoint)] = [(.topLeading, .zero), (.center, CGPoint(x: 4, y: 4)), (.bottomTrailing, CGPoint(x: 8, y: 8)), (.top, CGPoint(x: 4, y: 0))]
        for (alignment, origin) in cases {
            let view = ZStack(alignment: alignment) {
                Color.black.frame(width: 12, height: 12)
                Color.white.frame(width: 4, height: 4).accessibilityIdentifier("small")
            }
            XCTAssertEqual(host(view, width: 100, height: 100).frame(ofIdentifier: "small")?.origin, origin, "\(alignment)")
        }
    }

    /// SwiftUI logs "Invalid frame dimension (negative or non-finite)." and carries on; we print one
    /// warning naming the modifier and clamp to 0.
    func testInvalidFrameValuesWarnAndClamp() {
        var size = CGSize.zero
        let warnings = collectingWarnings {
            size = host(Rectangle().frame(width: -5, height: .nan), width: 100, height: 100).size
        }
        XCTAssertEqual(size, .zero)
        XCTAssertTrue(warnings.contains { $0.contains("frame(width:height:alignment:)") && $0.contains("Invalid frame dimension") && $0.contains("-5") })
        var flexible = CGSize.zero
        let contradictory = collectingWarnings {
            flexible = host(Rectangle().frame(minWidth: 90, maxWidth: 30), width: 100, height: 10).size
        }
        // SwiftUI keeps crossed limits (see FlexibleFrameNormalisationTests): the rectangle is
        // proposed the maximum, 30, and the frame takes its size.
        XCTAssertEqual(flexible.width, 30)
        XCTAssertTrue(contradictory.contains { $0.contains("Contradictory frame constraints") && $0.contains("minWidth 90") })
    }

    /// A GeometryReader takes the proposal, places its content at the top-leading corner and
    /// reports frames in the global space and in a named one.
    func testGeometryReaderReportsSizeAndFrames() {
        var reported: (size: CGSize, global: CGRect, named: CGRect, local: CGRect)?
        let view = VStack(spacing: 0) {
            Color.red.frame(height: 20)
            GeometryReader { proxy in
                Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("content")
                    .onGeometry { reported = (proxy.size, proxy.frame(in: .global), proxy.frame(in: .named("outer")), proxy.frame(in: .local)) }
            }
        }.padding(5).coordinateSpace(name: "outer")
        let h = host(view, width: 110, height: 70)
        assertFrame(h.frame(ofIdentifier: "content"), CGRect(x: 5, y: 25, width: 10, height: 10))
        XCTAssertEqual(reported?.size, CGSize(width: 100, height: 40))
        XCTAssertEqual(reported?.global, CGRect(x: 5, y: 25, width: 100, height: 40))
        XCTAssertEqual(reported?.named, CGRect(x: 5, y: 25, width: 100, height: 40))
        XCTAssertEqual(reported?.local, CGRect(x: 0, y: 0, width: 100, height: 40))
    }

    /// iOS 17 names a coordinate space with `.coordinateSpace(.named(_:))`; it is the same space.
    func testANamedCoordinateSpaceCanBeWrittenTheIOS17Way() {
        var named: CGRect?
        let view = VStack(spacing: 0) {
            Color.red.frame(height: 20)
            GeometryReader { proxy in
                Color.blue.onGeometry { named = proxy.frame(in: .named("card")) }
            }
        }.coordinateSpace(.named("card")).padding(5)
        _ = host(view, width: 110, height: 70)
        XCTAssertEqual(named, CGRect(x: 0, y: 20, width: 100, height: 40))
    }
}

private enum TestCenterID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}

extension VerticalAlignment {
    fileprivate static let testCenter = VerticalAlignment(TestCenterID.self)
}

extension View {
    /// Runs `action` while the view is built inside a GeometryReader (after its placement).
    fileprivate func onGeometry(_ action: () -> Void) -> Self {
        action()
        return self
    }
}
