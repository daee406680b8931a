import Foundation

extension View {
    /// Presents `content` in a sheet while `isPresented` is true. The sheet's `dismiss` (and
    /// setting the binding to false) closes it; `onDismiss` runs when it closes.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        presenting("sheet", isPresented: isPresented, onDismiss: onDismiss) { SheetBox(content: content()) }
    }

    /// Presents a sheet for `item` while it is not nil; dismissing sets it back to nil.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presenting("sheet", item: item, onDismiss: onDismiss) { SheetBox(content: content($0)) }
    }

    /// Presents `content` over the whole view while `isPresented` is true.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        presenting("full-screen cover", isPresented: isPresented, onDismiss: onDismiss) { CoverBox(content: content()) }
    }

    /// Presents a cover for `item` while it is not nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presenting("full-screen cover", item: item, onDismiss: onDismiss) { CoverBox(content: content($0)) }
    }

    /// Presents `content` in a popover; in a compact size class (a terminal is one) iOS shows a
    /// popover as a sheet, and so does `learn`.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        presenting("popover", isPresented: isPresented, onDismiss: nil) { SheetBox(content: content()) }
    }

    /// A presentation shown while `isPresented` is true, whose `dismiss` sets it to false;
    /// `onDismiss` runs when it goes, however the binding was set back.
    func presenting<Box: View>(_ kind: String, isPresented: Binding<Bool>, onDismiss: (() -> Void)?, box: () -> Box) -> some View {
        let dismiss = DismissAction {
            if isPresented.wrappedValue { isPresented.wrappedValue = false }
        }
        let presentation = isPresented.wrappedValue
            ? Presentation(kind: kind, view: AnyView(box().environment(\.dismiss, dismiss).environment(\.isPresented, true)))
            : nil
        return modifier(PresentingModifier(presentation: presentation, presented: isPresented.wrappedValue ? true : nil, onDismiss: onDismiss))
    }

    /// A presentation shown while `item` is not nil, made again (with fresh state) for another item.
    func presenting<Item: Identifiable, Box: View>(_ kind: String, item: Binding<Item?>, onDismiss: (() -> Void)?, box: (Item) -> Box) -> some View {
        let dismiss = DismissAction {
            if item.wrappedValue != nil { item.wrappedValue = nil }
        }
        let presentation = item.wrappedValue.map {
            Presentation(kind: kind, view: AnyView(box($0).id($0.id).environment(\.dismiss, dismiss).environment(\.isPresented, true)))
        }
        return modifier(PresentingModifier(presentation: presentation, presented: item.wrappedValue.map { AnyHashable($0.id) }, onDismiss: onDismiss))
    }
}

/// Where a popover points; a terminal shows popovers as sheets, so it is accepted and unused.
public enum PopoverAttachmentAnchor {
    /// Points at a rectangle of the presenting view (`.rect(.bounds)`, the default: all of it).
    case rect(Anchor<CGRect>.Source)
    /// Points at a unit point of the presenting view's bounds.
    case point(UnitPoint)
}

/// A sheet: a bordered box over all of the presenting view but its top row, which stays
/// visible above it as the presenting screen does above an iOS sheet (or over the part of the
/// window its content's `presentationDetents` give it, at the bottom). Its content is centred.
struct SheetBox<Content: View>: View {
    /// The presenter's row left showing above a full-height sheet.
    static var presenterRow: CGFloat { 16 }
    let content: Content
    @State private var appearance = SheetAppearance()

    var body: some View {
        SheetDetentLayout(appearance: appearance) {
            content
                .onPreferenceChange(SheetAppearanceKey.self) { appearance = $0 }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .padding(.vertical, 16)
                .padding(.horizontal, 8)
                .background(PresentationSurface())
                .overlay(alignment: .top) { if appearance.showsDragIndicator { SheetGrabber() } }
                .border(Color.gray)
        }
        // Not on the content's nodes, which the `onPreferenceChange` above reads.
        .transformPreference(SheetAppearanceKey.self) { $0 = SheetAppearance() }
    }
}

/// A full-screen cover: the content over all of the presenting view, with nothing showing.
struct CoverBox<Content: View>: View {
    let content: Content

    var body: some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(PresentationSurface())
    }
}

extension SheetBox: ImplementationDetail {}

extension CoverBox: ImplementationDetail {}
