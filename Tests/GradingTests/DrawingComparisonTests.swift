import ScenarioRecords
import XCTest
@testable import Grading

/// How two drawings are compared and how the first difference is put into words.
final class DrawingComparisonTests: XCTestCase {
    private let red = DrawnElement.RGBA(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)
    private let white = DrawnElement.RGBA(red: 1, green: 1, blue: 1, alpha: 1)

    private func fill(_ x: Double, _ y: Double, _ width: Double, _ height: Double, color: DrawnElement.RGBA? = nil, name: String? = "red") -> DrawnElement {
        DrawnElement(kind: .fill, frame: .init(x: x, y: y, width: width, height: height), color: color ?? red, colorName: name)
    }

    private func text(_ string: String, _ x: Double, _ y: Double, _ width: Double = 8, _ height: Double = 16) -> DrawnElement {
        DrawnElement(kind: .text, frame: .init(x: x, y: y, width: width, height: height), color: white, colorName: "white", text: string)
    }

    private func difference(_ expected: [DrawnElement], _ actual: [DrawnElement], size: (Double, Double) = (100, 50), actualSize: (Double, Double)? = nil) -> String? {
        firstDifference(expected, actual, size: size, actualSize: actualSize)?.message
    }

    private func firstDifference(
        _ expected: [DrawnElement], _ actual: [DrawnElement], size: (Double, Double) = (100, 50), actualSize: (Double, Double)? = nil,
        compares: Scenario.Comparison = .drawing
    ) -> DrawingDifference? {
        let actualSize = actualSize ?? size
        return DrawingComparison(
            expected: ScenarioDrawing(width: size.0, height: size.1, elements: expected, picture: ""),
            actual: ScenarioDrawing(width: actualSize.0, height: actualSize.1, elements: actual, picture: ""),
            compares: compares
        ).firstDifference
    }

    func testTheSameElementsInAnotherOrderMatch() {
        XCTAssertNil(difference([fill(0, 0, 10, 10), text("5", 1, 2)], [text("5", 1, 2), fill(0, 0, 10, 10)]))
    }

    func testFramesWithinHalfAPointMatchAndBeyondDoNot() {
        XCTAssertNil(difference([fill(0, 0, 10, 10)], [fill(0.5, -0.5, 10.5, 9.5)]))
        XCTAssertEqual(difference([fill(0, 0, 10, 10)], [fill(0.75, 0, 10, 10)]), "the red fill is at x 0.75, expected x 0")
    }

    func testTheRootSizeIsComparedFirstThenTheElementThatGrewOrMoved() {
        XCTAssertEqual(difference([fill(0, 0, 10, 10)], [fill(0, 0, 10, 10)], size: (60, 36), actualSize: (72, 48)),
                       "the whole view is 72×48 points, expected 60×36")
        XCTAssertEqual(difference([fill(0, 0, 60, 36)], [fill(0, 12, 60, 36)], size: (60, 36), actualSize: (60, 48)),
                       "the whole view is 60×48 points, expected 60×36, and the red fill is at y 12, expected y 0")
    }

    func testAMovedTextIsNamedWithTheCoordinateThatDiffers() {
        XCTAssertEqual(difference([text("World", 48, 0, 40)], [text("World", 72, 0, 40)]), "the text \"World\" is at x 72, expected x 48")
        XCTAssertEqual(difference([text("World", 48, 0, 40)], [text("World", 48, 16, 40)]), "the text \"World\" is at y 16, expected y 0")
        XCTAssertEqual(difference([text("World", 48, 0, 40)], [text("World", 60, 16, 40)]), "the text \"World\" is at (60, 16), expected (48, 0)")
    }

    func testAResizedElementIsNamedWithBothSizes() {
        XCTAssertEqual(difference([fill(0, 0, 24, 24)], [fill(0, 0, 20, 24)]), "the red fill is 20×24, expected 24×24")
        XCTAssertEqual(difference([fill(0, 0, 24, 24)], [fill(4, 0, 20, 24)]),
                       "the red fill is at (4, 0) and 20×24, expected (0, 0) and 24×24")
    }

    func testTheNearestElementOfTheSameKindAndColourIsTheOneDescribed() {
        let expected = [fill(0, 0, 10, 10), fill(50, 0, 10, 10)]
        let actual = [fill(0, 0, 10, 10), fill(53, 0, 10, 10)]
        XCTAssertEqual(difference(expected, actual), "the red fill is at x 53, expected x 50")
    }

    func testAnElementInItsPlaceInAnotherColourOrWithOtherTextIsSaidSo() {
        let gray = DrawnElement.RGBA(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)
        XCTAssertEqual(difference([fill(0, 0, 24, 32, color: gray, name: "gray")], [fill(0, 0, 24, 32, color: red, name: "red")]),
                       "the fill at (0, 0), 24×32 is red, expected gray")
        XCTAssertEqual(difference([text("5", 8, 4)], [text("6", 8, 4)]), "the text at (8, 4), 8×16 reads \"6\", expected \"5\"")
    }

    func testAColourWithoutANameIsGivenInHexWithItsOpacity() {
        let teal = DrawnElement.RGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        XCTAssertEqual(difference([fill(0, 0, 10, 10)], [fill(0, 0, 10, 10, color: teal, name: nil)]),
                       "the fill at (0, 0), 10×10 is #336699 at 50% opacity, expected red")
    }

    func testAMissingElementAndAnExtraOneAreNamed() {
        XCTAssertEqual(difference([fill(0, 0, 10, 10), text("5", 1, 2)], [fill(0, 0, 10, 10)]),
                       "the text \"5\" at (1, 2), 8×16 is missing")
        XCTAssertEqual(difference([fill(0, 0, 10, 10)], [fill(0, 0, 10, 10), fill(72, 12, 24, 24)]),
                       "it draws a red fill at (72, 12), 24×24, which the reference does not draw")
    }

    /// The kind of the first difference is what picks a scenario's hint: a root of another
    /// size is a size difference whatever element differs with it.
    func testEachDifferenceHasTheKindItIsDescribedAs() {
        let gray = DrawnElement.RGBA(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)
        let cases: [(DrawingDifference.Kind, DrawingDifference?)] = [
            (.size, firstDifference([fill(0, 0, 60, 36)], [fill(0, 12, 60, 36)], size: (60, 36), actualSize: (60, 48))),
            (.place, firstDifference([fill(0, 0, 24, 24)], [fill(4, 0, 20, 24)])),
            (.color, firstDifference([fill(0, 0, 24, 32, color: gray, name: "gray")], [fill(0, 0, 24, 32)])),
            (.text, firstDifference([text("5", 8, 4)], [text("6", 8, 4)])),
            (.missing, firstDifference([fill(0, 0, 10, 10), text("5", 1, 2)], [fill(0, 0, 10, 10)])),
            (.extra, firstDifference([fill(0, 0, 10, 10)], [fill(0, 0, 10, 10), fill(72, 12, 24, 24)])),
        ]
        for (kind, difference) in cases {
            XCTAssertEqual(difference?.kind, kind, difference?.message ?? "no difference")
        }
    }

    /// A scenario that compares only the size passes a drawing whose elements differ, and
    /// fails one of another size without naming an element.
    func testAScenarioOfTheSizeAloneIgnoresTheElements() {
        XCTAssertNil(firstDifference([fill(72, 12, 24, 24)], [fill(60, 24, 24, 24)], size: (60, 36), compares: .size))
        let resized = firstDifference([fill(0, 0, 60, 36)], [fill(0, 12, 60, 36)], size: (60, 36), actualSize: (72, 48), compares: .size)
        XCTAssertEqual(resized?.message, "the whole view is 72×48 points, expected 60×36")
        XCTAssertNil(resized?.expected)
    }

    private func bodies(
        _ expected: (ran: [String], tree: [String]), _ actual: (ran: [String], tree: [String]), actualSize: (Double, Double) = (100, 50)
    ) -> DrawingDifference? {
        DrawingComparison(
            expected: ScenarioDrawing(width: 100, height: 50, elements: [fill(0, 0, 10, 10)], picture: "", bodiesThatRan: expected.ran, viewTypes: expected.tree),
            actual: ScenarioDrawing(
                width: actualSize.0, height: actualSize.1, elements: [], picture: "", bodiesThatRan: actual.ran, viewTypes: actual.tree),
            compares: .bodies
        ).firstDifference
    }

    /// A `bodies` scenario compares which views ran their body, as a set (how often, and in
    /// which order, is the runtime's business), and the size, but not the elements drawn.
    func testABodiesScenarioComparesWhichViewsRanTheirBody() {
        let tree = ["Kiosk", "ItemCounter"]
        XCTAssertNil(bodies((["ItemCounter"], tree), (["ItemCounter", "ItemCounter"], tree)))
        XCTAssertNil(bodies((["Kiosk", "ItemCounter"], tree), (["ItemCounter", "Kiosk"], tree)))
        let extra = bodies((["ItemCounter"], tree), (["Kiosk", "ItemCounter"], tree))
        XCTAssertEqual(extra?.kind, .bodies)
        XCTAssertEqual(extra?.message, "the bodies that ran were Kiosk, ItemCounter; in the reference, ItemCounter")
        XCTAssertEqual(bodies((["ItemCounter"], tree), ([], tree))?.message, "no body ran; in the reference, ItemCounter")
        XCTAssertEqual(bodies(([], tree), (["Kiosk"], tree))?.message, "the bodies that ran were Kiosk; in the reference, none did")
        XCTAssertEqual(bodies((["ItemCounter"], tree), (["ItemCounter"], tree), actualSize: (80, 50))?.kind, .size)
    }

    /// A view that only one side's tree holds (a helper the learner wrote, or one of the
    /// reference's) is left out, whether or not its body ran; the views both hold still count.
    func testABodiesScenarioLeavesOutViewsOnlyOneTreeHolds() {
        XCTAssertNil(bodies((["ItemCounter", "PriceTag"], ["Kiosk", "ItemCounter", "PriceTag"]), (["ItemCounter", "Label"], ["Kiosk", "ItemCounter", "Label"])))
        let shared = bodies((["ItemCounter"], ["Kiosk", "ItemCounter", "PriceTag"]), (["Kiosk", "ItemCounter", "Label"], ["Kiosk", "ItemCounter", "Label"]))
        XCTAssertEqual(shared?.message, "the bodies that ran were Kiosk, ItemCounter; in the reference, ItemCounter")
    }

    func testCoordinatesAreShortAndNeverNegativeZero() {
        XCTAssertEqual(72.0.pointsText, "72")
        XCTAssertEqual(72.5.pointsText, "72.5")
        XCTAssertEqual((1.0 / 3).pointsText, "0.33")
        XCTAssertEqual((-0.001).pointsText, "0")
    }
}
