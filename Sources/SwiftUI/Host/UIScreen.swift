import Foundation

/// UIKit's screen, as much of it as SwiftUI code uses: `UIScreen.main.bounds` to size a view to
/// the screen. On iOS, `import SwiftUI` brings UIKit's names with it, so the name is found here
/// without `import UIKit`.
///
/// The screen is what the root view is offered: the terminal's size under `learn run`, the
/// REPL's proposal (`:size`), a scenario's; an unspecified dimension is the default screen's
/// (80×24 cells). It is the last host's that was made or offered a size.
public final class UIScreen: @unchecked Sendable {
    /// The screen the views are shown on.
    public static var main: UIScreen { UIScreen(bounds: CGRect(origin: .zero, size: TerminalHost.screenSize)) }

    /// The screen's rectangle in points, with its origin at zero.
    public let bounds: CGRect

    /// The same as ``bounds``: a point is a pixel here.
    public var nativeBounds: CGRect { bounds }

    /// Pixels per point: 1, as a picture's pixel is a point here.
    public var scale: CGFloat { 1 }

    init(bounds: CGRect) {
        self.bounds = bounds
    }
}

extension TerminalHost {
    /// The size of the screen that ``UIScreen/main`` reports: set from each host's proposal when
    /// the host is made and when it is offered another size.
    nonisolated(unsafe) package static var screenSize = defaultScreenSize

    /// Makes `proposal` the screen, unspecified dimensions the default screen's.
    static func becomeScreen(_ proposal: ProposedViewSize) {
        screenSize = proposal.replacingUnspecifiedDimensions(by: defaultScreenSize)
    }
}
