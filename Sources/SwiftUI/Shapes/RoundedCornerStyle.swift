/// How the corners of a rounded rectangle curve.
///
/// The terminal draws both styles with circular (quarter-ellipse) corners: at 4 points per
/// braille dot the difference between them is not visible.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles (quarter ellipses for unequal corner sizes).
    case circular
    /// Apple's smoother, continuously curving corners.
    case continuous
}
