import Foundation
import XCTest

/// `learn run` on a file that declares a `PreviewProvider`: with no top-level code of its own it
/// draws the previews, as Xcode's canvas does for a file; a file with top-level code runs that
/// code instead, as an app runs its own code and never its previews.
final class FilePreviewsTests: XCTestCase {
    private let declarations = """
        import SwiftUI

        struct Badge: View {
            var count: Int
            var body: some View { Text("[\\(count)]") }
        }

        struct Badge_Previews: PreviewProvider {
            static var previews: some View {
                Badge(count: 3)
                    .previewLayout(.sizeThatFits)
                    .previewDisplayName("Three")
                Badge(count: 42)
                    .previewLayout(.sizeThatFits)
            }
        }

        """

    func testAFileWithoutTopLevelCodeDrawsItsPreviewsUnderTheirNames() throws {
        let result = try run(declarations)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "Three\n[3]\nPreview 2\n[42]\n")
    }

    func testAFileWithTopLevelCodeRunsItInstead() throws {
        let result = try run(declarations + "print(\"own code\")\n")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "own code\n")
    }

    /// `#Preview` (Xcode 15): "Creates a preview of a SwiftUI view" (Apple's documentation of
    /// `Preview(_:body:)`), with traits such as `.sizeThatFitsLayout`; the previews of a file are
    /// drawn in the order they are written, providers and macros alike.
    func testPreviewMacrosAreDrawnInOrderWithTheProviders() throws {
        let result = try run(declarations + """
            #Preview("Seven", traits: .sizeThatFitsLayout) {
                Badge(count: 7)
            }

            #Preview(traits: .fixedLayout(width: 48, height: 16)) {
                Badge(count: 8)
            }

            """)
        XCTAssertEqual(result.status, 0, result.standardError)
        // "[8]" is 24 points wide, centred in 48: 12 points, a column and a half, in.
        XCTAssertEqual(result.standardOutput, "Three\n[3]\nPreview 2\n[42]\nSeven\n[7]\nPreview 4\n  [8]\n")
    }

    func testAPreviewMacroIsNotCodeThatRuns() throws {
        let result = try run("""
            import SwiftUI

            #Preview {
                Text("Hi").previewLayout(.sizeThatFits)
            }

            """)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "Preview\nHi\n")
    }

    /// `#Preview`'s body is a view builder (Apple's declaration: `@ViewBuilder body: @escaping
    /// @MainActor () -> any View`): several views there are previews of their own, one below
    /// the other, as the canvas lists them. A computed variable beside it runs no code, so the
    /// file's previews are drawn (issue 26).
    func testAPreviewOfSeveralViewsBesideAComputedVariableDrawsEach() throws {
        let result = try run("""
            import SwiftUI

            var card: some View { Text("Card") }

            #Preview(traits: .sizeThatFitsLayout) {
                card
                Text("Second")
            }

            """)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "Preview 1\nCard\nPreview 2\nSecond\n")
    }

    /// An app as Xcode's template writes it runs as the app, not as its previews: through a
    /// pipe its screen is drawn once, after the scene has become active (Apple's `ScenePhase`:
    /// the app's `.onChange(of: scenePhase)` sees it), and a compile error in it still names
    /// the learner's line and column, the `@main` left in place.
    func testAnAppFileRunsTheAppAndDrawsItsScreenOnce() throws {
        let app = """
            import SwiftUI

            @main
            struct BadgeApp: App {
                @Environment(\\.scenePhase) private var scenePhase

                var body: some Scene {
                    WindowGroup {
                        Badge(count: 5)
                    }
                    .onChange(of: scenePhase) { print("now \\(scenePhase)") }
                }
            }

            """
        let result = try run(declarations + app)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "now active\n[5]\n")
        let broken = try run(declarations + app.replacingOccurrences(of: "Badge(count: 5)", with: "Badge(cuont: 5)"))
        XCTAssertNotEqual(broken.status, 0)
        XCTAssertTrue(broken.standardError.contains("Badge.swift:25:"), broken.standardError)
    }

    private func run(_ source: String) throws -> LearnExecutable.Result {
        try LearnExecutable.built().run(source: source, named: "Badge.swift", environment: ["NO_COLOR": "1"])
    }
}
