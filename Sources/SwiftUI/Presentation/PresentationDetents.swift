import Foundation

/// A height a sheet rests at (SwiftUI's `PresentationDetent`): `.large`, the whole window but
/// the presenter's top row, as an iOS sheet leaves the presenting screen's top edge showing;
/// `.medium`, "approximately half the height of the screen" (Apple's documentation of
/// `PresentationDetent.medium`), here exactly half the window, so the presenter's top half
/// stays in view (dimmed, as under any presentation); `.fraction(_:)` of the window's height,
/// or `.height(_:)` in points.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(CGFloat)
        case height(CGFloat)
    }

    let kind: Kind

    /// The system's detent for a sheet at full height.
    public static let large = PresentationDetent(kind: .large)
    /// The system's detent for a sheet about half the height of the screen.
    public static let medium = PresentationDetent(kind: .medium)

    /// A detent whose height is `fraction` of the window's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .fraction(fraction))
    }

    /// A detent of a fixed height, in points.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .height(height))
    }

    /// The sheet's height in a window `window` points tall: never more than the large one.
    func sheetHeight(inWindow window: CGFloat) -> CGFloat {
        let large = max(0, window - SheetBox<EmptyView>.presenterRow)
        switch kind {
        case .large: return large
        case .medium: return min(large, window / 2)
        case .fraction(let fraction): return min(large, max(0, window * fraction))
        case .height(let height): return min(large, max(0, height))
        }
    }
}

extension View {
    /// The heights the sheet showing this view can rest at. The sheet is shown at the smallest
    /// of them, as UIKit's sheet presentation controller starts at its smallest detent (its
    /// `selectedDetentIdentifier` nil) and SwiftUI follows it; a person could drag it to the
    /// others, which a terminal cannot, so `presentationDetents(_:selection:)` chooses one.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        transformPreference(SheetAppearanceKey.self) { $0.detents = detents }
    }

    /// The heights the sheet can rest at, and the one it is at: the binding's detent.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        let selected = selection.wrappedValue
        return transformPreference(SheetAppearanceKey.self) {
            $0.detents = detents
            $0.selection = selected
        }
    }

    /// Shows or hides the grabber at the top of the sheet showing this view: a short grey bar
    /// centred at the sheet's top edge (UIKit's sheet grabber, 36×5 points, 5 points below the
    /// edge; here 32×8 at the edge, the upper halves of four cells, the least the quadrant
    /// grain of a fill draws whole). `.automatic` shows it when the sheet has more than one
    /// detent, so it can be resized.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        transformPreference(SheetAppearanceKey.self) { $0.dragIndicator = visibility }
    }

    /// Stops a person from dismissing the presentation showing this view by dragging it down.
    ///
    /// Accepted: a terminal sheet has no drag to dismiss it; it closes only through `dismiss`
    /// or its binding, which this modifier leaves working, as SwiftUI does.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        self
    }
}

/// What a sheet's content asks of the sheet around it.
struct SheetAppearance: Equatable {
    var detents: Set<PresentationDetent>?
    var selection: PresentationDetent?
    var dragIndicator: Visibility = .automatic

    /// The detent the sheet rests at: the selection when it is one of the detents, else the
    /// smallest in this window, `.large` when none is given.
    func detent(inWindow window: CGFloat) -> PresentationDetent {
        guard let detents, !detents.isEmpty else { return .large }
        if let selection, detents.contains(selection) { return selection }
        return detents.min { $0.sheetHeight(inWindow: window) < $1.sheetHeight(inWindow: window) } ?? .large
    }

    var showsDragIndicator: Bool {
        switch dragIndicator {
        case .visible: true
        case .hidden: false
        case .automatic: (detents?.count ?? 1) > 1
        }
    }
}

/// Carries `SheetAppearance` from a sheet's content up to its box; the innermost word wins.
struct SheetAppearanceKey: PreferenceKey {
    static let defaultValue = SheetAppearance()

    static func reduce(value: inout SheetAppearance, nextValue: () -> SheetAppearance) {
        let next = nextValue()
        if next != SheetAppearance() { value = next }
    }
}

/// Places a sheet at the bottom of the window, as tall as its detent says.
struct SheetDetentLayout: Layout {
    let appearance: SheetAppearance

    /// The window it is offered; where that leaves the height unspecified (the REPL's
    /// `640×nil`), one tall enough for the sheet's content at its detent.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let natural = subviews.first?.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)) ?? .zero
        return CGSize(width: proposal.width ?? natural.width, height: proposal.height ?? windowHeight(holding: natural.height))
    }

    /// The least window in which the detent gives the sheet `height` points.
    private func windowHeight(holding height: CGFloat) -> CGFloat {
        let row = SheetBox<EmptyView>.presenterRow
        guard let detents = appearance.detents, !detents.isEmpty else { return height + row }
        let detent = appearance.selection.flatMap { detents.contains($0) ? $0 : nil } ?? detents.min { a, b in
            a.sheetHeight(inWindow: 1000) < b.sheetHeight(inWindow: 1000)
        } ?? .large
        switch detent.kind {
        case .large: return height + row
        case .medium: return max(height + row, 2 * height)
        case .fraction(let fraction): return max(height + row, fraction > 0 ? height / fraction : 0)
        case .height(let fixed): return fixed + row
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let height = appearance.detent(inWindow: bounds.height).sheetHeight(inWindow: bounds.height)
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: bounds.maxY - height), proposal: ProposedViewSize(width: bounds.width, height: height))
        }
    }
}

/// UIKit's sheet grabber, a grey capsule, on the terminal's grain: 32×8 points at the top of
/// the sheet's first row, four cells wide (▀▀▀▀ in colour).
struct SheetGrabber: View {
    var body: some View {
        Capsule().fill(Color.gray).frame(width: 32, height: 8)
    }
}

extension SheetGrabber: ImplementationDetail {}
