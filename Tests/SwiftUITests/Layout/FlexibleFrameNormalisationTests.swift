import XCTest
@testable import SwiftUI

/// How SwiftUI's `_FlexFrameLayout` treats limits out of order, and what it proposes its child
/// when placing it. Source: OpenSwiftUI's `FrameLayout.swift` and its symbol-dual tests
/// (`Tests/OpenSwiftUISymbolDualTests/Layout/Modifier/FrameLayoutTests.swift`), which run the same
/// checks against SwiftUI's own initializer: "initializationClampsIdealToMinimum",
/// "initializationClampsMaxToIdeal", "initializationClampsNegativeMinValues".
final class FlexibleFrameNormalisationTests: XCTestCase {
    /// The initializer raises the ideal to the minimum and the maximum to the ideal.
    func testLimitsAreNormalisedAsSwiftUIsInitializer() {
        _ = collectingWarnings {
            let raisedMax = FlexibleDimension(min: nil, ideal: 100, max: 50, label: "width")
            XCTAssertEqual(raisedMax.max, 100)
            let raisedIdeal = FlexibleDimension(min: 80, ideal: 40, max: nil, label: "width")
            XCTAssertEqual(raisedIdeal.ideal, 80)
            let crossed = FlexibleDimension(min: 94, ideal: nil, max: 34, label: "width")
            XCTAssertEqual([crossed.min, crossed.max], [94, 34])
        }
    }

    /// `idealWidth: 120, maxWidth: 60` asked for its ideal size: the maximum was raised to 120,
    /// so the frame is 120 wide, and its child is offered those 120 points.
    func testMaximumBelowIdealIsRaisedToTheIdeal() {
        var size = CGSize.zero
        var h: TerminalHost?
        let warnings = collectingWarnings {
            h = host(Color.red.accessibilityIdentifier("child").frame(idealWidth: 120, maxWidth: 60).frame(height: 10), width: nil, height: 10)
            size = h?.size ?? .zero
        }
        XCTAssertEqual(size.width, 120)
        XCTAssertEqual(h?.frame(ofIdentifier: "child")?.width, 120)
        XCTAssertTrue(warnings.contains { $0.contains("Contradictory frame constraints") && $0.contains("idealWidth 120") })
    }

    /// `minWidth: 96, maxWidth: 36`: the limits are kept crossed; the child is measured at the
    /// maximum (SwiftUI's clamp applies the maximum last) and the frame takes the child's size:
    /// a 2-cell text is 16 points wide, a colour 36.
    func testCrossedLimitsFollowTheChild() {
        _ = collectingWarnings {
            let text = host(Text("Hi").accessibilityIdentifier("text").frame(minWidth: 96, maxWidth: 36), width: 200, height: 50)
            XCTAssertEqual(text.size.width, 16)
            XCTAssertEqual(text.frame(ofIdentifier: "text")?.width, 16)
            let color = host(Color.red.accessibilityIdentifier("color").frame(minWidth: 96, maxWidth: 36), width: 200, height: 50)
            XCTAssertEqual(color.size.width, 36)
            XCTAssertEqual(color.frame(ofIdentifier: "color")?.width, 36)
        }
    }

    /// SwiftUI places a flexible frame's child with the frame's own size as its proposal, so a
    /// colour in `frame(minWidth: 100)` asked for its ideal size (10 points) fills the 100 points
    /// the frame reports, instead of sitting 10 points wide in the middle.
    func testChildIsOfferedTheSizeTheFrameReports() {
        let h = host(Color.red.accessibilityIdentifier("child").frame(minWidth: 100), width: nil, height: 10)
        XCTAssertEqual(h.size.width, 100)
        assertFrame(h.frame(ofIdentifier: "child"), CGRect(x: 0, y: 0, width: 100, height: 10))
    }

    /// Within its limits, a frame asked for its ideal size with no ideal of its own passes the
    /// question on (SwiftUI's iOS 18 placement rule): `maxWidth: 40` around a colour is 10 wide.
    func testIdealQuestionPassesThroughWithinLimits() {
        let h = host(Color.red.accessibilityIdentifier("child").frame(maxWidth: 40), width: nil, height: 10)
        XCTAssertEqual(h.size.width, 10)
        XCTAssertEqual(h.frame(ofIdentifier: "child")?.width, 10)
    }
}
