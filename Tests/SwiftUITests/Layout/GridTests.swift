import XCTest
@testable import SwiftUI

/// `Grid` and `GridRow` (WWDC22, "Compose custom layouts with SwiftUI"): each column is as wide
/// as its widest cell and each row as tall as its tallest; flexible cells make their column
/// flexible, and space is shared out as in a stack; a view outside any `GridRow` spans every
/// column and widens them when it needs more; `gridCellUnsizedAxes` keeps a flexible cell from
/// sizing its column. The first four cases are the catalogue's 002-T4 to 002-T7 in points (a cell of the
/// catalogue is 8 points wide here), with 8 points between columns.
final class GridTests: XCTestCase {
    private func firstRow() -> some View {
        GridRow {
            Color.gray.frame(width: 32, height: 16).accessibilityIdentifier("fixed")
            Color.gray.frame(height: 16).accessibilityIdentifier("flexible")
            Color.gray.frame(width: 16, height: 16).accessibilityIdentifier("narrow")
        }
    }

    /// 160 − 2 × 8 of spacing = 144; the fixed columns take 32 and 16, the flexible one the
    /// remaining 96.
    func testAFlexibleColumnTakesWhatTheFixedOnesLeave() {
        let h = host(Grid(horizontalSpacing: 8) { firstRow() }, width: 160, height: 80)
        XCTAssertEqual(h.size, CGSize(width: 160, height: 16))
        assertFrame(h.frame(ofIdentifier: "fixed"), CGRect(x: 0, y: 0, width: 32, height: 16))
        assertFrame(h.frame(ofIdentifier: "flexible"), CGRect(x: 40, y: 0, width: 96, height: 16))
        assertFrame(h.frame(ofIdentifier: "narrow"), CGRect(x: 144, y: 0, width: 16, height: 16))
    }

    /// A divider in the first column makes that column flexible too: the two flexible columns
    /// share 144 − 16 equally (64 each), and the 32-point cell is centred in its 64.
    func testAFlexibleCellMakesItsColumnFlexible() {
        let h = host(Grid(horizontalSpacing: 8) {
            firstRow()
            GridRow { Divider().accessibilityIdentifier("divider") }
        }, width: 160, height: 80)
        assertFrame(h.frame(ofIdentifier: "fixed"), CGRect(x: 16, y: 0, width: 32, height: 16))
        assertFrame(h.frame(ofIdentifier: "flexible"), CGRect(x: 72, y: 0, width: 64, height: 16))
        XCTAssertEqual(h.frame(ofIdentifier: "divider")?.minX, 0)
        XCTAssertEqual(h.frame(ofIdentifier: "divider")?.width, 64)
    }

    /// Outside a `GridRow`, the divider spans all three columns; with the flexible column they
    /// fill the 160 points already, so the divider takes them as they are.
    func testAViewOutsideARowSpansEveryColumn() {
        let h = host(Grid(horizontalSpacing: 8) {
            firstRow()
            Divider().accessibilityIdentifier("divider")
        }, width: 160, height: 80)
        assertFrame(h.frame(ofIdentifier: "flexible"), CGRect(x: 40, y: 0, width: 96, height: 16))
        XCTAssertEqual(h.frame(ofIdentifier: "divider")?.minX, 0)
        XCTAssertEqual(h.frame(ofIdentifier: "divider")?.width, 160)
    }

    /// Apple's Grid documentation ("Multicolumn cells"): "Because a divider takes as much
    /// horizontal space as its parent offers, the entire grid widens to fill the width offered
    /// by its parent view", and `gridCellUnsizedAxes(.horizontal)` "restores the grid to the width
    /// that the text and images require". The two 40-point columns share the extra 232 points.
    func testADividerBetweenRowsWidensTheGridUnlessItIsUnsized() {
        func grid(unsized: Bool) -> some View {
            Grid(horizontalSpacing: 8, verticalSpacing: 0) {
                GridRow { Text("Hello"); Text("World").accessibilityIdentifier("world") }
                Divider().gridCellUnsizedAxes(unsized ? .horizontal : [])
                GridRow { Text("Hi"); Text("there") }
            }
        }
        let wide = host(grid(unsized: false), width: 320, height: 100)
        XCTAssertEqual(wide.size.width, 320)
        // Column 1 starts at 156 + 8; "World" is centred in its 156 points.
        assertFrame(wide.frame(ofIdentifier: "world"), CGRect(x: 164 + 58, y: 0, width: 40, height: 16))
        let narrow = host(grid(unsized: true), width: 320, height: 100)
        XCTAssertEqual(narrow.size.width, 88)
        assertFrame(narrow.frame(ofIdentifier: "world"), CGRect(x: 48, y: 0, width: 40, height: 16))
    }

    /// A cell spanning two columns that needs more than they give (a 112-point heading over two
    /// 8-point columns and their 8-point gap) widens both equally.
    func testACellSpanningColumnsWidensThem() {
        let grid = Grid(horizontalSpacing: 8, verticalSpacing: 0) {
            GridRow { Text("a").accessibilityIdentifier("a"); Text("b").accessibilityIdentifier("b") }
            GridRow { Text("a long heading").gridCellColumns(2) }
        }
        let h = host(grid, width: nil, height: nil)
        XCTAssertEqual(h.size, CGSize(width: 112, height: 32))
        // Columns of 52 points each: "a" centred at 22, "b" at 60 + 22.
        assertFrame(h.frame(ofIdentifier: "a"), CGRect(x: 22, y: 0, width: 8, height: 16))
        assertFrame(h.frame(ofIdentifier: "b"), CGRect(x: 82, y: 0, width: 8, height: 16))
    }

    /// Unsized horizontally, the divider takes its column's width (32) instead of sizing it.
    func testAnUnsizedCellFollowsItsColumn() {
        let h = host(Grid(horizontalSpacing: 8) {
            firstRow()
            GridRow { Divider().gridCellUnsizedAxes(.horizontal).accessibilityIdentifier("divider") }
        }, width: 160, height: 80)
        assertFrame(h.frame(ofIdentifier: "flexible"), CGRect(x: 40, y: 0, width: 96, height: 16))
        XCTAssertEqual(h.frame(ofIdentifier: "divider")?.width, 32)
    }

    /// The leaderboard of the talk: leading cells, and one `gridColumnAlignment(.trailing)` that
    /// right-aligns its whole column, whichever row it is set in. Columns: "Goldfish" (64) and
    /// "25" (16); "9" is 8 points in from its column's start (72 + 8 = 80: the eleventh cell).
    func testAColumnAlignmentSetOnOneCellAlignsTheWholeColumn() {
        let grid = Grid(alignment: .leading, verticalSpacing: 0) {
            GridRow { Text("Cat"); Text("9").gridColumnAlignment(.trailing) }
            GridRow { Text("Goldfish"); Text("25") }
        }
        let h = host(grid, width: nil, height: nil)
        XCTAssertEqual(h.size, CGSize(width: 88, height: 32))
        XCTAssertEqual(h.render(), "Cat       9\nGoldfish 25")
    }

    /// A row's own alignment, a cell's anchor, and a cell spanning two columns (centred across
    /// them by the grid's alignment, without widening them).
    func testRowAlignmentAnchorsAndSpans() {
        let grid = Grid(horizontalSpacing: 8, verticalSpacing: 0) {
            GridRow(alignment: .bottom) {
                Color.gray.frame(width: 16, height: 48)
                Text("low").accessibilityIdentifier("low")
                Text("top").gridCellAnchor(.topTrailing).accessibilityIdentifier("anchored")
            }
            GridRow {
                Text("both").gridCellColumns(2).accessibilityIdentifier("span")
                Text("end")
            }
        }
        let h = host(grid, width: nil, height: nil)
        // Columns 16, 24, 24 (the spanning cell is offered the first two, 48, and sizes none); rows 48 and 16.
        XCTAssertEqual(h.size, CGSize(width: 16 + 8 + 24 + 8 + 24, height: 64))
        assertFrame(h.frame(ofIdentifier: "low"), CGRect(x: 24, y: 32, width: 24, height: 16))
        assertFrame(h.frame(ofIdentifier: "anchored"), CGRect(x: 56, y: 0, width: 24, height: 16))
        // The two columns are 16 + 8 + 24 = 48 wide; "both" is 32, centred in them.
        assertFrame(h.frame(ofIdentifier: "span"), CGRect(x: 8, y: 48, width: 32, height: 16))
    }

    /// Rows share a proposed height like a VStack's children: a flexible row takes what the
    /// fixed one leaves.
    func testRowsShareTheHeight() {
        let grid = Grid(verticalSpacing: 0) {
            GridRow { Text("title") }
            GridRow { Color.gray.accessibilityIdentifier("fill") }
        }
        let h = host(grid, width: 80, height: 96)
        assertFrame(h.frame(ofIdentifier: "fill"), CGRect(x: 0, y: 16, width: 80, height: 80))
    }

    /// Outside a grid, a `GridRow` is just its views.
    func testAGridRowOutsideAGridIsItsViews() {
        let h = host(HStack(spacing: 0) { GridRow { Text("a"); Text("b") } }, width: nil, height: nil)
        XCTAssertEqual(h.render(), "ab")
    }

    /// A grid is a `Layout`, so it can be swapped for another in an `AnyLayout`.
    func testGridLayoutWorksInAnAnyLayout() {
        let h = host(AnyLayout(GridLayout(horizontalSpacing: 8)) { firstRow() }, width: 160, height: 80)
        assertFrame(h.frame(ofIdentifier: "flexible"), CGRect(x: 40, y: 0, width: 96, height: 16))
    }
}

/// Apple's Grid documentation places a `Divider` outside any `GridRow` as a row of its own
/// across every column. A terminal row is 16 points, so that row is a cell tall here (SwiftUI's
/// is the divider's 1 point; docs/deviations.md): with no spacing, the line gets its own row of
/// cells instead of being drawn on the next row's text.
final class GridDividerRowTests: XCTestCase {
    func testADividerOutsideARowHasARowOfItsOwn() {
        let view = Grid(alignment: .leading, verticalSpacing: 0) {
            GridRow { Text("Name"); Text("Qty") }
            Divider().accessibilityIdentifier("divider")
            GridRow { Text("Apples").accessibilityIdentifier("apples"); Text("3") }
        }
        let h = host(view, width: 80, height: nil)
        XCTAssertEqual(h.frame(ofIdentifier: "apples")?.minY, 32)
        XCTAssertEqual(h.frame(ofIdentifier: "divider")?.height, 1)
        let lines = h.render().components(separatedBy: "\n")
        XCTAssertEqual(lines.count, 3)
        XCTAssertTrue(lines[0].hasPrefix("Name"))
        XCTAssertEqual(Set(lines[1]), ["─"])
        XCTAssertTrue(lines[2].hasPrefix("Apples"))
    }

    /// A divider inside a `GridRow` is a cell like any other and keeps its 1-point height.
    func testADividerInARowIsAnOrdinaryCell() {
        let view = Grid(verticalSpacing: 0) {
            GridRow { Divider().accessibilityIdentifier("divider"); Divider() }
        }
        XCTAssertEqual(host(view, width: 80, height: nil).size.height, 1)
    }
}
