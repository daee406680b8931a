/// The names of SwiftUI's views and view modifiers that learners type most, as learn's runtime
/// has them: what Tab completes at the prompt, and what a misspelled name is compared with
/// (`Text("a").paddin()`: did you mean `padding`?). A test checks that each is in the runtime.
package enum SwiftUIVocabulary {
    package static let viewTypes = [
        "AnyLayout", "AnyView", "Button", "Canvas", "Capsule", "Circle", "Color", "DisclosureGroup", "Divider",
        "Ellipse", "EmptyView", "ForEach", "Form", "GeometryReader", "Grid", "GridRow", "Group", "GroupBox",
        "HStack", "Image", "Label", "LazyHGrid", "LazyHStack", "LazyVGrid", "LazyVStack", "List",
        "NavigationLink", "NavigationStack", "Path", "Picker", "ProgressView", "Rectangle", "RoundedRectangle",
        "ScrollView", "ScrollViewReader", "Section", "SecureField", "Slider", "Spacer", "Stepper", "TabView",
        "Text", "TextField", "Toggle", "ViewThatFits", "VStack", "ZStack",
    ]

    package static let modifiers = [
        "accessibilityIdentifier", "alert", "alignmentGuide", "allowsHitTesting", "anchorPreference", "animation",
        "aspectRatio", "background", "backgroundPreferenceValue", "blendMode", "blur", "bold", "border",
        "brightness", "buttonStyle", "clipShape", "clipped", "compositingGroup", "confirmationDialog",
        "contentShape", "contrast", "coordinateSpace", "cornerRadius", "disabled", "drawingGroup", "environment",
        "environmentObject", "fill", "fixedSize", "font", "fontWeight", "foregroundColor", "foregroundStyle",
        "frame", "fullScreenCover", "gesture", "grayscale", "gridCellAnchor", "gridCellColumns",
        "gridCellUnsizedAxes", "gridColumnAlignment", "hidden", "highPriorityGesture", "hueRotation", "id",
        "ignoresSafeArea", "imageScale", "italic", "keyframeAnimator", "labelStyle", "layoutPriority",
        "layoutValue", "lineLimit", "lineSpacing", "listRowBackground", "listRowInsets", "listRowSeparator",
        "listStyle", "mask", "matchedGeometryEffect", "minimumScaleFactor", "modifier", "multilineTextAlignment",
        "navigationDestination", "navigationTitle", "offset", "onAppear", "onChange", "onDisappear",
        "onLongPressGesture", "onPreferenceChange", "onReceive", "onSubmit", "onTapGesture", "opacity", "overlay",
        "overlayPreferenceValue", "padding", "phaseAnimator", "pickerStyle", "popover", "position", "preference",
        "preferredColorScheme", "rotationEffect", "safeAreaInset", "saturation", "scaleEffect", "scaledToFill",
        "scaledToFit", "shadow", "sheet", "simultaneousGesture", "strikethrough", "stroke", "strokeBorder", "tabItem",
        "tag", "task", "textCase", "textFieldStyle", "tint", "toolbar", "transaction", "transformEnvironment",
        "transition", "trim", "truncationMode", "underline", "zIndex",
    ]
}
