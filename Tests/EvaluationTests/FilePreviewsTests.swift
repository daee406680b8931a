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

    private func run(_ source: String) throws -> LearnExecutable.Result {
        let learn = try LearnExecutable.built()
        let folder = try LearnerFolder()
        try folder.write("Badge.swift", source)
        return try learn.run(["run", "Badge.swift"], in: folder.url, environment: ["NO_COLOR": "1"])
    }
}
