import ReplEngine
import XCTest

/// Previews typed at the prompt: an input that declares a `PreviewProvider` or a `#Preview` and
/// has no other code shows each preview under its name, as Xcode's canvas does beside the code.
final class ReplPreviewTests: XCTestCase {
    private var session: ReplSession!

    override func setUpWithError() throws {
        session = try ReplSession()
        session.evaluate(#"struct Tag: View { var text: String; var body: some View { Text("<\(text)>") } }"#)
    }

    override func tearDown() {
        session = nil
    }

    func testAProviderShowsEachOfItsPreviewsUnderItsName() {
        let result = session.evaluate("""
            struct Tag_Previews: PreviewProvider {
                static var previews: some View {
                    Tag(text: "a").previewLayout(.sizeThatFits)
                    Tag(text: "b").previewLayout(.sizeThatFits).previewDisplayName("Second")
                }
            }
            """)
        XCTAssertEqual(result.outcome, .succeeded, result.diagnostics)
        XCTAssertEqual(result.presentations, [.value("Preview 1"), .picture("<a>"), .value("Second"), .picture("<b>")])
    }

    func testAPreviewMacroShowsItsPreviewAndIsNotKept() {
        let first = session.evaluate(#"#Preview("Tag", traits: .sizeThatFitsLayout) { Tag(text: "c") }"#)
        XCTAssertEqual(first.outcome, .succeeded, first.diagnostics)
        XCTAssertEqual(first.presentations, [.value("Tag"), .picture("<c>")])
        // Kept, it would be drawn again (or fail to compile among the declarations) here.
        let next = session.evaluate("1 + 1")
        XCTAssertEqual(next.presentations, [.value("$R0: Int = 2")])
    }

    func testAnInputWithOtherCodeShowsThatInstead() {
        let result = session.evaluate("""
            struct Other_Previews: PreviewProvider {
                static var previews: some View { Tag(text: "d") }
            }
            Tag(text: "e")
            """)
        XCTAssertEqual(result.presentations, [.picture("<e>")])
    }
}
