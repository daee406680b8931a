@testable import ReplEngine
import XCTest

/// Which declarations make each of the learner's types: a kept value of such a type is taken
/// over by the next input's copy of the type only while these are the same.
final class LearnerTypeTableTests: XCTestCase {
    private func declarations(_ inputs: [String]) -> [SessionDeclaration] {
        inputs.enumerated().flatMap { number, text in
            SwiftInput.classify(text).items.compactMap { item -> SessionDeclaration? in
                guard case .declaration(let declaration) = item.kind else { return nil }
                return SessionDeclaration(inputNumber: number + 1, item: item, declaration: declaration)
            }
        }
    }

    func testATypeIsMadeOfItsDeclarationAndThoseOfTheTypesItNames() {
        let table = LearnerTypeTable(declarations([
            "struct Row { var item: Item; var tags: [Tag] }",
            "struct Item { var tag: Tag }",
            "enum Tag { case new }",
            "func helper() -> Row? { nil }",
            "let sample = 1",
        ]))
        XCTAssertEqual(table.entries, ["Row": "1,2,3", "Item": "2,3", "Tag": "3"])
        XCTAssertEqual(table.literal, #"["Item": "2,3", "Row": "1,2,3", "Tag": "3"]"#)
    }

    func testNoTypesMakeAnEmptyTable() {
        XCTAssertEqual(LearnerTypeTable(declarations(["var count = 0"])).literal, "[:]")
    }
}
