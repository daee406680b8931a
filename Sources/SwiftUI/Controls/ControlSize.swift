import Foundation

// The size and border shape SwiftUI gives controls. Every control here is one line of cells
// (docs/deviations.md, Controls), so these compile and change nothing that is drawn.

/// The size of controls, as SwiftUI's `ControlSize`.
/// Accepted: every control is one line (16 points) tall in the terminal, whatever its size.
public enum ControlSize: Hashable, CaseIterable, Sendable {
    /// From the smallest (`mini`) to the largest (`extraLarge`); `regular` is the default.
    case mini, small, regular, large, extraLarge
}

/// The shape of a bordered button's border, as SwiftUI's `ButtonBorderShape`.
/// Accepted: a bordered button fills the same rounded rectangle (radius 6) whatever the shape, and
/// a cell shows no corner radius, so a capsule or a circle looks the same.
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, capsule, circle, roundedRectangle(radius: CGFloat?)
    }

    let kind: Kind

    /// The style's own shape.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle (iOS 17).
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the system's corner radius.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))
    /// A rounded rectangle with corners of `radius` points.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius))
    }
}

private struct ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}

extension EnvironmentValues {
    /// The size of controls in this environment; `.regular` unless set.
    /// Accepted: every control is one line tall in the terminal.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of the controls in this view (`.controlSize(.large)`).
    /// Accepted: every control is one line (16 points) tall in the terminal.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }

    /// Sets the border shape of the bordered buttons in this view (`.buttonBorderShape(.capsule)`).
    /// Accepted: a bordered button fills the same rounded rectangle whatever the shape; a cell
    /// shows no corner radius.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
}
