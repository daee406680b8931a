import Foundation
import XCTest
@testable import SwiftUI

/// Thinking in SwiftUI ch. 3: values flow down the tree, into the modified subtree only.
final class EnvironmentTests: XCTestCase {
    /// The book's knob: an environment pointer size, which an explicit initializer value overrides.
    struct Knob: View {
        var pointerSize: CGFloat?
        @Environment(\.knobPointerSize) var environmentPointerSize
        var body: some View {
            Text("pointer \(pointerSize ?? environmentPointerSize)")
        }
    }

    func testCustomKeyFlowsDownAndExplicitValueWins() {
        let view = VStack {
            Knob().accessibilityIdentifier("default")
            VStack {
                Knob()
                Knob(pointerSize: 0.3)
            }
            .environment(\.knobPointerSize, 0.2)
        }
        let picture = TerminalHost(rootView: view).render()
        XCTAssertTrue(picture.contains("pointer 0.1"), picture)
        XCTAssertTrue(picture.contains("pointer 0.2"), picture)
        XCTAssertTrue(picture.contains("pointer 0.3"), picture)
    }

    func testTransformEnvironmentAndHostInspection() {
        let view = Color.red.accessibilityIdentifier("inner")
            .transformEnvironment(\.knobPointerSize) { $0 *= 5 }
            .environment(\.knobPointerSize, 0.2)
        let host = TerminalHost(rootView: view)
        XCTAssertEqual(host.environmentValue(\.knobPointerSize, for: "inner") ?? 0, 1.0, accuracy: 1e-9)
        XCTAssertNil(host.environmentValue(\.knobPointerSize, for: "missing"))
    }

    /// Changing an environment value runs again exactly the bodies that read it.
    struct Root: View {
        @State var size: CGFloat = 0.1
        var body: some View {
            VStack {
                Button("Grow") { size += 0.1 }
                Knob()
                Plain()
            }
            .environment(\.knobPointerSize, size)
        }
    }

    struct Plain: View {
        var body: some View { Text("plain") }
    }

    func testChangingAValueRunsOnlyItsReaders() {
        let host = TerminalHost(rootView: Root())
        host.tap("Grow")
        XCTAssertEqual(host.bodyEvaluations, ["Root", "Knob"])
        XCTAssertTrue(host.render().contains("pointer 0.2"), host.render())
    }

    /// Adaptive colours follow the scheme the host or a modifier chooses; fillColor reports
    /// the colour a shape was drawn with, resolved.
    func testColorSchemeResolvesPrimary() {
        let view = HStack {
            Circle().fill(Color.primary).accessibilityIdentifier("adaptive")
            Rectangle().fill(Color.white).accessibilityIdentifier("white")
        }
        let light = TerminalHost(rootView: view, colorScheme: .light)
        XCTAssertEqual(light.fillColor(ofIdentifier: "adaptive"), Color.black)
        XCTAssertEqual(light.fillColor(ofIdentifier: "white"), Color.white)
        let dark = TerminalHost(rootView: view, colorScheme: .dark)
        XCTAssertEqual(dark.fillColor(ofIdentifier: "adaptive"), Color.white)
        XCTAssertEqual(dark.environmentValue(\.colorScheme, for: "adaptive"), .dark)
        let preferred = TerminalHost(rootView: view.preferredColorScheme(.dark))
        XCTAssertEqual(preferred.fillColor(ofIdentifier: "adaptive"), Color.white)
        XCTAssertNil(light.fillColor(ofIdentifier: "missing"))
    }

    /// Right to left, an HStack runs from the right, `.leading` means the right edge, and an x
    /// offset is mirrored too. Derived: 20 + 8 + 30 = 58 wide; the first child sits at the right.
    func testRightToLeftMirrorsHorizontalLayout() {
        let view = HStack(alignment: .top) {
            Color.red.frame(width: 20, height: 20).accessibilityIdentifier("first")
            Color.blue.frame(width: 30, height: 10)
                .overlay(alignment: .topTrailing) {
                    Circle().frame(width: 6, height: 6).offset(x: 3, y: -3).accessibilityIdentifier("badge")
                }
                .accessibilityIdentifier("second")
        }
        let ltr = TerminalHost(rootView: view, proposal: ProposedViewSize(width: 58, height: 20))
        XCTAssertEqual(ltr.frame(ofIdentifier: "first")?.minX, 0)
        XCTAssertEqual(ltr.frame(ofIdentifier: "badge")?.minX, 28 + 24 + 3)
        let rtl = TerminalHost(rootView: view, proposal: ProposedViewSize(width: 58, height: 20), layoutDirection: .rightToLeft)
        XCTAssertEqual(rtl.frame(ofIdentifier: "first")?.minX, 38)
        XCTAssertEqual(rtl.frame(ofIdentifier: "second")?.minX, 0)
        // The trailing corner is now on the left (x 0), and the +3 offset moves towards
        // trailing, the left: the same badge code sits on the corner both ways.
        XCTAssertEqual(rtl.frame(ofIdentifier: "badge")?.minX, 0 - 3)
        XCTAssertEqual(rtl.frame(ofIdentifier: "badge")?.minY, -3)
    }

    /// SwiftUI measures an offset's x from the leading edge: "The value of x starts at 0 at the
    /// leading edge of a view, and increases as the location moves toward the trailing edge …
    /// When the layout direction is set to right-to-left, the 0 horizontal value is on the right
    /// side of the view" (Apple, "Making fine adjustments to a view's position", the article on
    /// `offset(x:y:)`). OpenSwiftUI agrees: `_OffsetEffect` reads `inputs.layoutDirection` when it
    /// moves its content (Sources/OpenSwiftUICore/Render/GeometryEffect/OffsetEffect.swift), and
    /// every other geometry effect is conjugated with an x flip right to left
    /// (DefaultGeometryEffectProvider in GeometryEffect.swift). So `.offset(x: 10)` moves a view
    /// 10 points right left to right and 10 points left right to left; y is never mirrored.
    func testRightToLeftMirrorsAnOffsetsX() {
        let view = Color.red.frame(width: 20, height: 20)
            .offset(x: 10, y: 5)
            .accessibilityIdentifier("moved")
            .frame(width: 100, height: 40, alignment: .leading)
        let ltr = TerminalHost(rootView: view, proposal: ProposedViewSize(width: 100, height: 40))
        XCTAssertEqual(ltr.frame(ofIdentifier: "moved"), CGRect(x: 0 + 10, y: 10 + 5, width: 20, height: 20))
        let rtl = TerminalHost(rootView: view, proposal: ProposedViewSize(width: 100, height: 40), layoutDirection: .rightToLeft)
        // Leading is the right edge (x 80), and the offset moves the view 10 points towards trailing.
        XCTAssertEqual(rtl.frame(ofIdentifier: "moved"), CGRect(x: 80 - 10, y: 10 + 5, width: 20, height: 20))
    }

    func testLeadingAlignmentMeansRightInRightToLeft() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("short")
        }
        XCTAssertEqual(TerminalHost(rootView: view, layoutDirection: .rightToLeft).frame(ofIdentifier: "short")?.minX, 30)
    }
}

private struct KnobPointerSizeKey: EnvironmentKey {
    static let defaultValue: CGFloat = 0.1
}

extension EnvironmentValues {
    fileprivate var knobPointerSize: CGFloat {
        get { self[KnobPointerSizeKey.self] }
        set { self[KnobPointerSizeKey.self] = newValue }
    }
}

final class BuiltInEnvironmentTests: XCTestCase {
    func testDefaultsAndSizeCategoryFollowsDynamicTypeSize() {
        var values = EnvironmentValues()
        XCTAssertEqual(values.locale.identifier, "en_US")
        XCTAssertTrue(values.isEnabled)
        XCTAssertEqual(values.sizeCategory, .large)
        values.dynamicTypeSize = .accessibility2
        XCTAssertEqual(values.sizeCategory, .accessibilityLarge)
        XCTAssertTrue(values.sizeCategory.isAccessibilityCategory)
    }

    func testDisabledReachesDescendants() {
        let view = VStack { Color.red.accessibilityIdentifier("inner") }.disabled(true)
        XCTAssertEqual(TerminalHost(rootView: view).environmentValue(\.isEnabled, for: "inner"), false)
    }
}
