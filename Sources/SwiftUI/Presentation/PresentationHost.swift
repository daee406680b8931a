import Foundation

/// A view presented over others: a sheet, cover, alert or dialog, already drawn in its box.
struct Presentation {
    /// What it is, for messages: "sheet", "alert" …
    let kind: String
    let view: AnyView
}

/// The presentations asked for inside a presentation host, in the order of their views.
struct PresentationKey: PreferenceKey {
    static let defaultValue: [Presentation] = []

    static func reduce(value: inout [Presentation], nextValue: () -> [Presentation]) {
        value += nextValue()
    }
}

private struct HasPresentationHostKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether a view around this one draws presentations over itself.
    var hasPresentationHost: Bool {
        get { self[HasPresentationHostKey.self] }
        set { self[HasPresentationHostKey.self] = newValue }
    }
}

/// Draws the presentations asked for inside its content over it: the content dimmed and out of
/// reach (its controls disabled, as a sheet takes the touches on iOS), the presentation on top,
/// laid out over the window as SwiftUI presents (`PresentationWindow`). A terminal cell cannot
/// blur: the content is drawn at half opacity instead.
///
/// What is dimmed is the nearest navigation stack, tab view or presentation around the
/// presenting view, else the presenting view itself: a terminal picture is one view, and the
/// stack or tab view of an app fills it.
struct PresentationHost: ViewModifier {
    @State private var isPresenting = false

    func body(content: Content) -> some View {
        content
            .disabled(isPresenting)
            .opacity(isPresenting ? 0.5 : 1)
            .environment(\.hasPresentationHost, true)
            .onPreferenceChange(PresentationCountKey.self) { isPresenting = $0 > 0 }
            .overlayPreferenceValue(PresentationKey.self) { presentations in
                if let shown = presentations.first {
                    let _ = Self.reportExtra(presentations)
                    PresentationWindow(content: shown.view.modifier(PresentationHost()))
                }
            }
            .transformPreference(PresentationKey.self) { $0 = [] }
            .transformPreference(PresentationCountKey.self) { $0 = 0 }
    }

    /// SwiftUI presents one thing at a time from a view and logs the others.
    private static func reportExtra(_ presentations: [Presentation]) {
        for extra in presentations.dropFirst() {
            RuntimeWarning.report(
                "Attempt to present a \(extra.kind) while a \(presentations[0].kind) is already presented: "
                    + "only one presentation is shown at a time; the \(extra.kind) is not presented.")
        }
    }
}

/// How many presentations are asked for: what the host compares to disable its content.
struct PresentationCountKey: PreferenceKey {
    static let defaultValue = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

/// Asks the host around for `presentation` while it is not nil; without a host, this view is one.
/// When what is presented goes (or another item takes its place), `onDismiss` runs, as SwiftUI
/// runs it for a sheet however it was dismissed: by `dismiss`, or by setting its binding.
struct PresentingModifier: ViewModifier {
    let presentation: Presentation?
    /// What is presented: `true`, or the item's id; nil while nothing is.
    let presented: AnyHashable?
    let onDismiss: (() -> Void)?
    @Environment(\.hasPresentationHost) private var hasHost

    func body(content: Content) -> some View {
        let asked = content
            .transformPreference(PresentationKey.self) { [presentation] in
                if let presentation { $0.append(presentation) }
            }
            .transformPreference(PresentationCountKey.self) { [presentation] in
                if presentation != nil { $0 += 1 }
            }
            .onChange(of: presented) { [onDismiss] old, new in
                if old != nil, old != new { onDismiss?() }
            }
        if hasHost {
            asked
        } else {
            asked.modifier(PresentationHost())
        }
    }
}

extension PresentationHost: ImplementationDetail {}

extension PresentingModifier: ImplementationDetail {}
