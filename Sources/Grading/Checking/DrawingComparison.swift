import ScenarioRecords

/// Compares what a learner's code drew in a scenario with what the reference drew, and
/// describes the first difference in plain words.
///
/// The root sizes must agree within 0.5 pt, and every element the reference drew must match
/// one element the learner drew, whatever the drawing order: of the same kind, colour and
/// text, with a bounding box within 0.5 pt on each edge; and the learner may draw nothing more.
struct DrawingComparison {
    static let tolerance = 0.5
    /// How far apart two colour components may be and still be the same colour (under 1/255
    /// rounds to the same byte).
    static let colorTolerance = 0.004

    let expected: ScenarioDrawing
    let actual: ScenarioDrawing
    /// What the scenario compares: the whole drawing, only the root's size, or the bodies that
    /// ran and the root's size.
    var compares: Scenario.Comparison = .drawing

    /// The first difference, such as `the text "World" is at x 72, expected x 48`, or `nil`
    /// when the drawings match. A different root size comes first, followed by the first
    /// element that differs, which says what grew or moved.
    var firstDifference: DrawingDifference? {
        let element: DrawingDifference? = switch compares {
        case .drawing: firstElementDifference
        case .size: nil
        case .bodies: bodiesDifference
        }
        guard Self.close(actual.width, expected.width), Self.close(actual.height, expected.height) else {
            let size = "the whole view is \(actual.width.pointsText)×\(actual.height.pointsText) points, "
                + "expected \(expected.width.pointsText)×\(expected.height.pointsText)"
            return DrawingDifference(
                kind: .size, message: size + (element.map { ", and \($0.message)" } ?? ""), expected: element?.expected, actual: element?.actual)
        }
        return element
    }

    /// Whether the views that ran their body differ, among the views both trees hold: a name in
    /// one tree only (a helper view of the learner's or of the reference's) is left out.
    private var bodiesDifference: DrawingDifference? {
        let shared = Set(expected.viewTypes).intersection(actual.viewTypes)
        let ran = { (drawing: ScenarioDrawing) in
            var seen: Set<String> = []
            return drawing.bodiesThatRan.filter { shared.contains($0) && seen.insert($0).inserted }
        }
        let (expectedRan, actualRan) = (ran(expected), ran(actual))
        guard Set(expectedRan) != Set(actualRan) else { return nil }
        let learner = actualRan.isEmpty ? "no body ran" : "the bodies that ran were " + actualRan.joined(separator: ", ")
        let reference = expectedRan.isEmpty ? "none did" : expectedRan.joined(separator: ", ")
        return DrawingDifference(kind: .bodies, message: "\(learner); in the reference, \(reference)", expected: nil, actual: nil)
    }

    private var firstElementDifference: DrawingDifference? {
        var unmatched = Array(actual.elements.indices)
        var missing: [DrawnElement] = []
        for element in expected.elements {
            let match = unmatched
                .filter { Self.sameContent(actual.elements[$0], element) && Self.sameFrame(actual.elements[$0].frame, element.frame) }
                .min { Self.distance(actual.elements[$0].frame, element.frame) < Self.distance(actual.elements[$1].frame, element.frame) }
            if let match {
                unmatched.removeAll { $0 == match }
            } else {
                missing.append(element)
            }
        }
        let leftOver = unmatched.map { actual.elements[$0] }
        if let element = missing.first {
            return describe(missing: element, among: leftOver)
        }
        if let extra = leftOver.first {
            return DrawingDifference(
                kind: .extra, message: "it draws \(extra.indefiniteName) \(extra.frame.placeWords), which the reference does not draw",
                expected: nil, actual: extra)
        }
        return nil
    }

    /// Why `element` found no match: the nearest element like it is elsewhere, one in its
    /// place differs in colour or text, or nothing like it was drawn.
    private func describe(missing element: DrawnElement, among candidates: [DrawnElement]) -> DrawingDifference {
        let nearest = { (elements: [DrawnElement]) in
            elements.min { Self.distance($0.frame, element.frame) < Self.distance($1.frame, element.frame) }
        }
        if let moved = nearest(candidates.filter { Self.sameContent($0, element) }) {
            return DrawingDifference(
                kind: .place, message: "\(element.definiteName) \(Self.frameDifference(actual: moved.frame, expected: element.frame))",
                expected: element, actual: moved)
        }
        let inPlace = candidates.filter { $0.kind == element.kind && Self.sameFrame($0.frame, element.frame) }
        if let other = nearest(inPlace) {
            if element.kind == .text || element.kind == .image, other.text != element.text {
                let says = element.kind == .text ? "reads" : "shows"
                return DrawingDifference(
                    kind: .text, message: "the \(element.kind.rawValue) \(element.frame.placeWords) \(says) \"\(other.text ?? "")\", expected \"\(element.text ?? "")\"",
                    expected: element, actual: other)
            }
            return DrawingDifference(
                kind: .color, message: "\(element.kind == .text ? element.definiteName : "the \(element.kind.rawValue) \(element.frame.placeWords)") "
                    + "is \(other.colorWords), expected \(element.colorWords)",
                expected: element, actual: other)
        }
        return DrawingDifference(kind: .missing, message: "\(element.definiteName) \(element.frame.placeWords) is missing", expected: element, actual: nil)
    }

    /// `is at x 72, expected x 48`; `is at (72, 12) and 30×16, expected (48, 0) and 24×16`.
    static func frameDifference(actual: DrawnElement.Box, expected: DrawnElement.Box) -> String {
        let xDiffers = !close(actual.x, expected.x)
        let yDiffers = !close(actual.y, expected.y)
        let resized = !close(actual.width, expected.width) || !close(actual.height, expected.height)
        func position(_ box: DrawnElement.Box) -> String {
            switch (xDiffers, yDiffers) {
            case (true, false): "x \(box.x.pointsText)"
            case (false, true): "y \(box.y.pointsText)"
            default: box.originWords
            }
        }
        switch (xDiffers || yDiffers, resized) {
        case (true, false):
            return "is at \(position(actual)), expected \(position(expected))"
        case (true, true):
            return "is at \(actual.originWords) and \(actual.sizeWords), expected \(expected.originWords) and \(expected.sizeWords)"
        default:
            return "is \(actual.sizeWords), expected \(expected.sizeWords)"
        }
    }

    private static func close(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= tolerance
    }

    private static func sameFrame(_ a: DrawnElement.Box, _ b: DrawnElement.Box) -> Bool {
        close(a.x, b.x) && close(a.y, b.y) && close(a.width, b.width) && close(a.height, b.height)
    }

    private static func sameContent(_ a: DrawnElement, _ b: DrawnElement) -> Bool {
        a.kind == b.kind && a.text == b.text
            && abs(a.color.red - b.color.red) <= colorTolerance
            && abs(a.color.green - b.color.green) <= colorTolerance
            && abs(a.color.blue - b.color.blue) <= colorTolerance
            && abs(a.color.alpha - b.color.alpha) <= colorTolerance
    }

    private static func distance(_ a: DrawnElement.Box, _ b: DrawnElement.Box) -> Double {
        abs(a.x - b.x) + abs(a.y - b.y) + abs(a.width - b.width) + abs(a.height - b.height)
    }
}
