import GradingRecords

/// The first way a learner's drawing differs from the reference's: in words, and where the
/// element concerned is in each drawing (nil in the one that does not draw it).
struct DrawingDifference: Equatable {
    let message: String
    let expected: DrawnElement.Box?
    let actual: DrawnElement.Box?
}
