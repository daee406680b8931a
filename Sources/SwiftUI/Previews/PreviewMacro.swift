/// Declares a preview of a view, drawn as Xcode's canvas draws it: by `learn run` for a file
/// with no top-level code of its own, and by the REPL for an input. Its body is a view builder,
/// as SwiftUI's is: several views there are several previews, one below the other.
///
///     #Preview("Badge") {
///         Badge(count: 3)
///     }
@freestanding(expression)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "SwiftUIMacros", type: "PreviewMacro")

/// Declares a preview with traits, such as `.sizeThatFitsLayout`.
@freestanding(expression)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "SwiftUIMacros", type: "PreviewMacro")

/// What `#Preview` declares.
public struct Preview {
    /// The kind of traits a view's preview takes.
    public enum ViewTraits {}
}

/// A setting of a preview, such as the size of its container.
public struct PreviewTrait<Kind> {
    let layout: PreviewLayout?
}

extension PreviewTrait where Kind == Preview.ViewTraits {
    /// The preview takes the whole screen, the view centred on it (the default).
    public static var defaultLayout: Self { Self(layout: .device) }
    /// The preview is as large as the view when the screen is offered to it.
    public static var sizeThatFitsLayout: Self { Self(layout: .sizeThatFits) }
    /// The preview is exactly this size, the view centred in it.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> Self {
        Self(layout: .fixed(width: width, height: height))
    }
    /// Accepted so that code written for Xcode compiles: a terminal's screen has one orientation.
    public static var portrait: Self { Self(layout: nil) }
    /// Landscape with the top of the device on the left: no effect, as `portrait`.
    public static var landscapeLeft: Self { Self(layout: nil) }
    /// Landscape with the top of the device on the right: no effect, as `portrait`.
    public static var landscapeRight: Self { Self(layout: nil) }
    /// Upside-down portrait: no effect, as `portrait`.
    public static var portraitUpsideDown: Self { Self(layout: nil) }
}

/// The previews that `#Preview` registered, in the order the file's code reached them. Their
/// views are made when they are drawn, as Xcode's canvas does.
public enum _PreviewRegistry {
    struct Entry {
        let name: String?
        let layout: PreviewLayout?
        let body: @MainActor () -> any View
    }

    nonisolated(unsafe) static var entries: [Entry] = []

    /// How many previews have been registered.
    public static var count: Int { entries.count }

    /// The preview registered `index`-th, as a view carrying its name and layout.
    @MainActor public static func preview(_ index: Int) -> any View {
        let entry = entries[index]
        var view: any View = AnyView(entry.body())
        if let layout = entry.layout { view = view.previewLayout(layout) }
        if let name = entry.name { view = view.previewDisplayName(name) }
        return view
    }
}

/// What `#Preview` expands to.
public func _registerPreview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {
    _PreviewRegistry.entries.append(.init(name: name, layout: nil, body: body))
}

/// What `#Preview` with traits expands to.
public func _registerPreview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) {
    let layout = ([traits] + additionalTraits).compactMap(\.layout).last
    _PreviewRegistry.entries.append(.init(name: name, layout: layout, body: body))
}
