import XCTest
@testable import SwiftUI

/// `ViewThatFits` "selects the first child whose ideal size on the constrained axes fits within
/// the proposed size" (Apple's documentation), and the last child when none fits (widely reported
/// behaviour of SwiftUI; the WWDC22 talk "Compose custom layouts with SwiftUI" uses it to switch
/// a row of buttons to a column). The cases follow the catalogue's 002-T14 to 002-T17, in points:
/// a row of two 80×16 blocks (160×16) and a column of three 48×16 blocks (48×48).
final class ViewThatFitsTests: XCTestCase {
    private var row: some View {
        HStack(spacing: 0) {
            Color.gray.frame(width: 80, height: 16)
            Color.gray.frame(width: 80, height: 16)
        }.accessibilityIdentifier("row")
    }

    private var column: some View {
        VStack(spacing: 0) {
            ForEach(0..<3) { _ in Color.gray.frame(width: 48, height: 16) }
        }.accessibilityIdentifier("column")
    }

    private func chosen(in axes: Axis.Set = [.horizontal, .vertical], width: CGFloat, height: CGFloat) -> (String?, CGSize) {
        let h = host(ViewThatFits(in: axes) { row; column }, width: width, height: height)
        let shown = ["row", "column"].filter { h.frame(ofIdentifier: $0) != nil }
        XCTAssertLessThanOrEqual(shown.count, 1, "only the chosen child is shown")
        return (shown.first, h.size)
    }

    func testTheFirstChildThatFitsIsChosen() {
        XCTAssertEqual(chosen(width: 160, height: 80).0, "row", "160 ≤ 160 and 16 ≤ 80")
        XCTAssertEqual(chosen(width: 152, height: 80).0, "column", "the row is 8 points too wide")
        XCTAssertEqual(chosen(width: 152, height: 80).1, CGSize(width: 48, height: 48))
    }

    func testWhenNothingFitsTheLastChildIsChosenAndOverflows() {
        let (shown, size) = chosen(width: 152, height: 32)
        XCTAssertEqual(shown, "column")
        XCTAssertEqual(size, CGSize(width: 48, height: 48))
    }

    /// Only the constrained axes are checked: horizontally, the row fits 160 × 8 although it is
    /// 16 tall; on both axes nothing fits, and the last child is taken.
    func testOnlyTheConstrainedAxesAreChecked() {
        XCTAssertEqual(chosen(in: .horizontal, width: 160, height: 8).0, "row")
        XCTAssertEqual(chosen(width: 160, height: 8).0, "column")
        XCTAssertEqual(chosen(in: .vertical, width: 8, height: 16).0, "row", "the row is 16 tall; its width is not checked")
    }

    func testWithNoAxesTheFirstChildIsChosen() {
        XCTAssertEqual(chosen(in: [], width: 8, height: 8).0, "row")
    }

    /// A child is measured at its ideal size, not at the proposal: a colour's ideal width is
    /// 10, but a flexible frame with a minimum of 200 has an ideal width of 200. The child that
    /// fits is then laid out at the proposal, and fills it.
    func testChildrenAreMeasuredAtTheirIdealSize() {
        let view = ViewThatFits(in: .horizontal) {
            Color.gray.frame(minWidth: 200, maxWidth: .infinity).accessibilityIdentifier("wide")
            Color.gray.frame(width: 16).accessibilityIdentifier("narrow")
        }
        XCTAssertNil(host(view, width: 192, height: 16).frame(ofIdentifier: "wide"))
        assertFrame(host(view, width: 192, height: 16).frame(ofIdentifier: "narrow"), CGRect(x: 0, y: 0, width: 16, height: 16))
        assertFrame(host(view, width: 240, height: 16).frame(ofIdentifier: "wide"), CGRect(x: 0, y: 0, width: 240, height: 16))
    }

    /// What is not chosen is not drawn, and its controls cannot be used.
    func testAChildThatIsNotChosenIsNotDrawnOrTapped() {
        var tapped = false
        let view = ViewThatFits(in: .horizontal) {
            Button("A long title") { tapped = true }
            Text("Short")
        }
        let h = host(view, width: 64, height: 16)
        XCTAssertEqual(h.render(), "Short")
        _ = collectingWarnings { XCTAssertFalse(h.tap("A long title")) }
        XCTAssertFalse(tapped)
    }
}
