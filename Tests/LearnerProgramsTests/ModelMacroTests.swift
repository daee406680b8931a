import Foundation
import XCTest

/// SwiftData's `@Model` in learner code, compiled by `learn run` with the runtime's macro plugin.
/// Apple's documentation of `Model()`: it "converts a Swift class into a stored model that's
/// managed by SwiftData", and models are observable: a view that reads a property updates when it
/// changes. `SwiftDataTests` checks contexts and `@Query` with models written as the macro writes them.
final class ModelMacroTests: XCTestCase {
    func testAModelIsObservedAndInsertedFetchedAndDeletedLikeAnyModel() throws {
        let result = try run("""
            import SwiftData

            @Model
            final class Book {
                @Attribute(.unique) var title: String
                var pages: Int
                var read = false
                @Transient var highlighted = false
                @Relationship(deleteRule: .cascade) var notes: [Note] = []
                var summary: String { "\\(title), \\(pages) pages" }

                init(title: String, pages: Int) {
                    self.title = title
                    self.pages = pages
                }
            }

            @Model
            class Note {
                var text: String
                init(text: String) { self.text = text }
            }

            let book = Book(title: "Emma", pages: 400)
            book.notes.append(Note(text: "Long"))
            withObservationTracking { _ = book.pages } onChange: { print("pages will change") }
            withObservationTracking { _ = book.read } onChange: { print("read will change") }
            book.pages += 1
            print(book.summary, book.read, book.highlighted)

            let container = try ModelContainer(for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
            let context = container.mainContext
            context.insert(book)
            context.insert(Book(title: "Dune", pages: 600))
            let long = #Predicate<Book> { $0.pages > 450 }
            print(try context.fetch(FetchDescriptor(predicate: long)).map(\\.title))
            print(try context.fetch(FetchDescriptor(sortBy: [SortDescriptor(\\Book.title)])).map(\\.title))
            print(try context.fetchCount(FetchDescriptor<Note>()), "note")
            context.delete(book)
            print(try context.fetchCount(FetchDescriptor<Book>()), book.modelContext == nil, Set([book]).contains(book))
            """)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, """
            pages will change
            Emma, 401 pages false false
            ["Dune"]
            ["Dune", "Emma"]
            1 note
            1 true true

            """)
    }

    /// SwiftData's macro applies to classes only; the message says so at the attribute.
    func testAModelThatIsAStructSaysModelsAreClasses() throws {
        let result = try run("""
            import SwiftData

            @Model
            struct Book {
                var title: String
            }
            """)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.standardError.contains("@Model goes on a class"), result.standardError)
    }

    private func run(_ source: String) throws -> LearnExecutable.Result {
        try LearnExecutable.built().run(source: source, named: "Library.swift")
    }
}
