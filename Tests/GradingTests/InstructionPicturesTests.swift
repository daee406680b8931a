import Foundation
@testable import Grading
import XCTest

/// An exercise README's pictures of scenarios (```` ```output scenario: NAME ````), which
/// `learn exercises check` holds to what the reference solution draws.
final class InstructionPicturesTests: XCTestCase {
    private let readme = """
        # A tally

        Three, boxed:

        ```output scenario: three
        ▐3▌
        ```

        Some other size, not checked:

        ```output
        ▐12▌
        ```

        ```output scenario: tapped twice
        old
        ```
        """

    func testOnlyFencesThatNameAScenarioArePictures() {
        let pictures = InstructionPictures(readme: readme).pictures
        XCTAssertEqual(pictures.map(\.scenario), ["three", "tapped twice"])
        XCTAssertEqual(pictures.map(\.line), [5, 15])
        XCTAssertEqual(pictures.map(\.text), ["▐3▌", "old"])
    }

    /// Colour codes, spaces at the ends of lines and blank lines at the end are not the picture.
    func testAPictureShowsADrawingWhateverItsColoursAndTrailingSpaces() {
        XCTAssertTrue(InstructionPictures.shows("▐3▌\n ab", "\u{1B}[31m▐3▌\u{1B}[0m   \n ab  \n\n"))
        XCTAssertFalse(InstructionPictures.shows("▐3▌\n ab", "▐3▌\n  ab"))
    }

    func testRedrawingReplacesThePicturesOfKnownScenariosOnly() {
        let updated = InstructionPictures(readme: readme).updated { $0 == "tapped twice" ? "▐2▌  \n\n" : nil }
        XCTAssertEqual(InstructionPictures(readme: updated).pictures.map(\.text), ["▐3▌", "▐2▌"])
        XCTAssertTrue(updated.contains("```output\n▐12▌\n```"), updated)
    }
}
