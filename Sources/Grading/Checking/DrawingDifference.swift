import ScenarioRecords

/// The first way a learner's drawing differs from the reference's: what kind of difference it
/// is, in words, and the element concerned in each drawing (nil in the one that does not draw
/// it, and for a size alone).
struct DrawingDifference: Equatable {
    /// What differs, as a scenario's hint can be keyed (``ScenarioHint``).
    enum Kind: String, CaseIterable, Sendable {
        /// The whole view has another size.
        case size
        /// An element is elsewhere, or another size.
        case place
        /// An element in its place has another colour.
        case color
        /// A text in its place reads otherwise, or a picture shows another image.
        case text
        /// An element the reference draws is not drawn.
        case missing
        /// An element is drawn that the reference does not draw.
        case extra
        /// Another set of views ran their body in the last interaction.
        case bodies
    }

    let kind: Kind
    let message: String
    let expected: DrawnElement?
    let actual: DrawnElement?
}
