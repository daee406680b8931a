import XCTest
@testable import SwiftUI

/// Modifiers wrap views in `ModifiedContent` layers whose types a learner prints in chapter 1
/// (Thinking in SwiftUI, ch. 1: "the type of the view … ModifiedContent<…, _PaddingLayout>",
/// `_FrameLayout`, `_ClipEffect<RoundedRectangle>` for `cornerRadius`). The book's
/// `_BackgroundModifier<Color>` comes from the `View` overload of `background`; since iOS 15 a
/// `Color` picks the `ShapeStyle` overload, whose modifier is `_BackgroundStyleModifier<Color>`.
final class ModifierTypeTests: XCTestCase {
    private func typeName<V: View>(_ view: V) -> String { String(describing: type(of: view)) }

    func testLayoutModifiersWrapInTheirLayouts() {
        XCTAssertEqual(typeName(Text("a").padding()), "ModifiedContent<Text, _PaddingLayout>")
        XCTAssertEqual(typeName(Text("a").frame(width: 8)), "ModifiedContent<Text, _FrameLayout>")
        XCTAssertEqual(typeName(Text("a").offset(x: 8)), "ModifiedContent<Text, _OffsetEffect>")
    }

    func testBackgroundsAndOverlaysCarrySwiftUIsNames() {
        XCTAssertEqual(typeName(Text("a").background(Color.gray)), "ModifiedContent<Text, _BackgroundStyleModifier<Color>>")
        XCTAssertEqual(typeName(Text("a").background(Text("b"))), "ModifiedContent<Text, _BackgroundModifier<Text>>")
        XCTAssertEqual(typeName(Text("a").background { Circle() }), "ModifiedContent<Text, _BackgroundModifier<Circle>>")
        XCTAssertEqual(typeName(Text("a").overlay(Text("b"))), "ModifiedContent<Text, _OverlayModifier<Text>>")
        XCTAssertEqual(typeName(Text("a").overlay(Color.red)), "ModifiedContent<Text, _OverlayStyleModifier<Color>>")
    }

    func testCornerRadiusClipsWithARoundedRectangle() {
        XCTAssertEqual(typeName(Color.gray.cornerRadius(8)), "ModifiedContent<Color, _ClipEffect<RoundedRectangle>>")
    }

    /// Order matters because each modifier wraps what came before it.
    func testTheLastModifierIsTheOutermost() {
        XCTAssertEqual(typeName(Text("a").padding().background(Color.gray)),
                       "ModifiedContent<ModifiedContent<Text, _PaddingLayout>, _BackgroundStyleModifier<Color>>")
        XCTAssertEqual(typeName(Text("a").background(Color.gray).padding()),
                       "ModifiedContent<ModifiedContent<Text, _BackgroundStyleModifier<Color>>, _PaddingLayout>")
    }
}
