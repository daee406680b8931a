import Foundation
import XCTest
@testable import SwiftUI

/// Accessibility modifiers compile as iOS 17 tutorials write them and leave the drawing as it is
/// without them: a terminal picture has no accessibility tree (their `///` comments say
/// "Accepted:"). The accessibility settings are environment values with the defaults of a device
/// on which no accessibility setting is turned on, and `.environment` overrides them.
final class AccessibilityTests: XCTestCase {
    /// A rating control as Apple's "Creating accessible views" sample writes it: the stars are
    /// one element with a label, a value and adjustable actions.
    func testModifiersOnARatingLeaveTheDrawingAlone() {
        let stars = HStack {
            ForEach(1...5, id: \.self) { index in
                Image(systemName: index <= 3 ? "star.fill" : "star")
            }
        }
        let modified = stars
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Rating")
            .accessibilityValue("3 stars")
            .accessibilityHint("Swipe up or down to change")
            .accessibilityAddTraits(.isButton)
            .accessibilityRemoveTraits(.isImage)
        assertDrawsAlike(modified, stars)
    }

    /// Every label, hint and value form: a literal (`LocalizedStringKey`), a `Text`, and a
    /// `String` variable (`StringProtocol`).
    func testLabelHintAndValueInEveryForm() {
        let name = "Ada Lovelace"
        let content = VStack {
            Image(systemName: "person.circle")
            Text(name)
        }
        assertDrawsAlike(content.accessibilityLabel("Profile"), content)
        assertDrawsAlike(content.accessibilityLabel(Text("Profile of \(name)")), content)
        assertDrawsAlike(content.accessibilityLabel(name), content)
        assertDrawsAlike(content.accessibilityHint("Opens the profile").accessibilityHint(Text("Opens")).accessibilityHint(name), content)
        assertDrawsAlike(content.accessibilityValue("Online").accessibilityValue(Text("Online")).accessibilityValue(name), content)
    }

    /// Grouping, hiding, ordering, traits, actions and Voice Control names.
    func testTheOtherModifiersLeaveTheDrawingAlone() {
        let row = HStack {
            Image(systemName: "envelope")
            Text("Inbox")
            Spacer()
            Text("12")
        }
        let behaviors: [AccessibilityChildBehavior] = [.ignore, .combine, .contain]
        for behavior in behaviors {
            assertDrawsAlike(row.accessibilityElement(children: behavior), row)
        }
        assertDrawsAlike(row.accessibilityElement(), row)
        let traits: AccessibilityTraits = [.isButton, .isHeader, .isSelected, .isImage, .isLink, .isStaticText,
                                           .isSearchField, .playsSound, .isKeyboardKey, .isSummaryElement,
                                           .updatesFrequently, .startsMediaSession, .allowsDirectInteraction,
                                           .causesPageTurn, .isModal, .isToggle]
        XCTAssertTrue(traits.contains(.isHeader))
        assertDrawsAlike(row.accessibilityAddTraits(traits).accessibilityRemoveTraits([.isLink, .isImage]), row)
        var deleted = false
        let name = "Archive"
        let modified = row
            .accessibilityHidden(true)
            .accessibilitySortPriority(2)
            .accessibilityAction(named: "Delete") { deleted = true }
            .accessibilityAction(named: Text("Flag")) {}
            .accessibilityAction(named: name) {}
            .accessibilityInputLabels(["Inbox", "Mail"])
            .accessibilityInputLabels([Text("Inbox")])
            .accessibilityInputLabels([name])
            .accessibilityShowsLargeContentViewer()
        assertDrawsAlike(modified, row)
        assertDrawsAlike(row.accessibilityHidden(false), row)
        XCTAssertFalse(deleted, "no one can choose an accessibility action in a terminal")
    }

    /// A view that shows the settings it reads, as views that adapt to them do.
    struct Settings: View {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        @Environment(\.dynamicTypeSize) var typeSize
        var body: some View {
            Text("\(reduceMotion ? "still" : "moving"), \(typeSize.isAccessibilitySize ? "stacked" : "side by side")")
        }
    }

    /// Defaults as on a device with no accessibility setting turned on (Settings > Accessibility
    /// all off, the default text size, which Apple's `DynamicTypeSize` documents as `.large`).
    func testSettingsHaveTheirDeviceDefaults() {
        let host = TerminalHost(rootView: Color.red.accessibilityIdentifier("view"))
        XCTAssertEqual(host.environmentValue(\.accessibilityReduceMotion, for: "view"), false)
        XCTAssertEqual(host.environmentValue(\.accessibilityReduceTransparency, for: "view"), false)
        XCTAssertEqual(host.environmentValue(\.accessibilityDifferentiateWithoutColor, for: "view"), false)
        XCTAssertEqual(host.environmentValue(\.accessibilityInvertColors, for: "view"), false)
        XCTAssertEqual(host.environmentValue(\.accessibilityVoiceOverEnabled, for: "view"), false)
        XCTAssertEqual(host.environmentValue(\.accessibilityEnabled, for: "view"), false)
        XCTAssertEqual(host.environmentValue(\.accessibilityShowButtonShapes, for: "view"), false)
        XCTAssertEqual(host.environmentValue(\.colorSchemeContrast, for: "view"), .standard)
        XCTAssertEqual(ColorSchemeContrast.allCases, [.standard, .increased])
        XCTAssertEqual(host.environmentValue(\.legibilityWeight, for: "view"), .some(.regular))
        XCTAssertEqual(host.environmentValue(\.dynamicTypeSize, for: "view"), .large)
        XCTAssertEqual(host.environmentValue(\.dynamicTypeSize, for: "view")?.isAccessibilitySize, false)
        XCTAssertEqual(host.environmentValue(\.sizeCategory, for: "view"), .large)
        XCTAssertEqual(TerminalHost(rootView: Settings()).render(), "moving, side by side")
    }

    /// Each setting can be set with `.environment`, as a preview does to try a view with it.
    func testSettingsCanBeOverridden() {
        let view = Color.red.accessibilityIdentifier("view")
            .environment(\.accessibilityReduceMotion, true)
            .environment(\.accessibilityReduceTransparency, true)
            .environment(\.accessibilityDifferentiateWithoutColor, true)
            .environment(\.accessibilityInvertColors, true)
            .environment(\.accessibilityVoiceOverEnabled, true)
            .environment(\.accessibilityEnabled, true)
            .environment(\.accessibilityShowButtonShapes, true)
            .environment(\.colorSchemeContrast, .increased)
            .environment(\.legibilityWeight, .bold)
            .environment(\.sizeCategory, .accessibilityLarge)
        let host = TerminalHost(rootView: view)
        XCTAssertEqual(host.environmentValue(\.accessibilityReduceMotion, for: "view"), true)
        XCTAssertEqual(host.environmentValue(\.accessibilityReduceTransparency, for: "view"), true)
        XCTAssertEqual(host.environmentValue(\.accessibilityDifferentiateWithoutColor, for: "view"), true)
        XCTAssertEqual(host.environmentValue(\.accessibilityInvertColors, for: "view"), true)
        XCTAssertEqual(host.environmentValue(\.accessibilityVoiceOverEnabled, for: "view"), true)
        XCTAssertEqual(host.environmentValue(\.accessibilityEnabled, for: "view"), true)
        XCTAssertEqual(host.environmentValue(\.accessibilityShowButtonShapes, for: "view"), true)
        XCTAssertEqual(host.environmentValue(\.colorSchemeContrast, for: "view"), .increased)
        XCTAssertEqual(host.environmentValue(\.legibilityWeight, for: "view"), .some(.bold))
        // ContentSizeCategory.accessibilityLarge is the second accessibility size (Apple's table
        // of the two types' cases, in the same order).
        XCTAssertEqual(host.environmentValue(\.dynamicTypeSize, for: "view"), .accessibility2)
        let adapted = Settings()
            .environment(\.accessibilityReduceMotion, true)
            .dynamicTypeSize(.accessibility1)
        XCTAssertEqual(TerminalHost(rootView: adapted).render(), "still, stacked")
    }

    /// `.dynamicTypeSize(...DynamicTypeSize.xxxLarge)` keeps the size within the range, as Apple's
    /// documentation of `dynamicTypeSize(_:)` describes: a size outside it becomes the nearest end.
    func testDynamicTypeSizeRangeClamps() {
        func size<R: RangeExpression>(_ setting: DynamicTypeSize, _ range: R) -> DynamicTypeSize? where R.Bound == DynamicTypeSize {
            let view = Color.red.accessibilityIdentifier("view").dynamicTypeSize(range).dynamicTypeSize(setting)
            return TerminalHost(rootView: view).environmentValue(\.dynamicTypeSize, for: "view")
        }
        XCTAssertEqual(size(.accessibility3, ...DynamicTypeSize.xxxLarge), .xxxLarge)
        XCTAssertEqual(size(.large, ...DynamicTypeSize.xxxLarge), .large)
        XCTAssertEqual(size(.xSmall, DynamicTypeSize.medium...), .medium)
        XCTAssertEqual(size(.xxLarge, DynamicTypeSize.small...DynamicTypeSize.large), .large)
        XCTAssertEqual(size(.xxLarge, DynamicTypeSize.small..<DynamicTypeSize.large), .medium)
        XCTAssertTrue(DynamicTypeSize.accessibility1.isAccessibilitySize)
        XCTAssertFalse(DynamicTypeSize.xxxLarge.isAccessibilitySize)
    }
}

/// Asserts that `modified` and `plain` lay out to the same size and draw the same picture, plain
/// and in colour, from the same display list.
private func assertDrawsAlike<A: View, B: View>(_ modified: A, _ plain: B, file: StaticString = #filePath, line: UInt = #line) {
    let a = host(modified, width: 320, height: nil), b = host(plain, width: 320, height: nil)
    XCTAssertEqual(a.size, b.size, file: file, line: line)
    XCTAssertEqual(a.render(), b.render(), file: file, line: line)
    XCTAssertEqual(a.render(colors: .trueColor), b.render(colors: .trueColor), file: file, line: line)
    XCTAssertEqual("\(a.displayList.items)", "\(b.displayList.items)", file: file, line: line)
}
