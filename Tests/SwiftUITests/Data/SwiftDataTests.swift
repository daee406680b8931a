import Foundation
import Observation
import XCTest
import SwiftData
@testable import SwiftUI

/// SwiftData as iOS 17 tutorials use it: models inserted into the environment's `modelContext`,
/// shown with `@Query`, in a container made once by `.modelContainer(for:)`. Apple's documentation
/// of `Query`: "the query … automatically fetches the corresponding models, and updates the view
/// whenever the models change". The models here are written as `@Model` expands them (observable,
/// conforming to `PersistentModel`); `ModelMacroTests` checks the macro itself.
final class SwiftDataTests: XCTestCase {
    @Observable final class Author: PersistentModel {
        var name: String
        init(name: String) { self.name = name }
    }

    @Observable final class Book: PersistentModel {
        var title: String
        var pages: Int
        var author: Author?
        init(title: String, pages: Int, author: Author? = nil) {
            (self.title, self.pages, self.author) = (title, pages, author)
        }
    }

    struct Shelf: View {
        @Environment(\.modelContext) private var modelContext
        @Query(sort: \Book.title) private var books: [Book]

        var body: some View {
            VStack(alignment: .leading) {
                ForEach(books) { book in Text("\(book.title) \(book.pages)") }
                Button("Add") { modelContext.insert(Book(title: "Beowulf", pages: 90)) }
                Button("Drop first") { books.first.map(modelContext.delete) }
                Button("Longer") { books.first?.pages += 1 }
            }
        }
    }

    private func container(_ titles: [(String, Int)]) throws -> ModelContainer {
        let container = try ModelContainer(for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        for (title, pages) in titles {
            container.mainContext.insert(Book(title: title, pages: pages))
        }
        return container
    }

    /// `@Query(sort:)` lists the models in that order; inserting or deleting one runs the body again.
    func testAQueryShowsTheModelsSortedAndFollowsInsertsAndDeletes() throws {
        let host = TerminalHost(rootView: Shelf().modelContainer(try container([("Emma", 400), ("Dune", 600)])))
        XCTAssertEqual(lines(host.render()), ["Dune 600", "Emma 400", "Add", "Drop first", "Longer"])
        host.tap("Add")
        XCTAssertEqual(lines(host.render()).prefix(3), ["Beowulf 90", "Dune 600", "Emma 400"])
        host.tap("Drop first")
        XCTAssertEqual(lines(host.render()).prefix(2), ["Dune 600", "Emma 400"])
    }

    /// A model is observable: changing a property a body read runs that body again.
    func testChangingAFetchedModelsPropertyRedrawsIt() throws {
        let host = TerminalHost(rootView: Shelf().modelContainer(try container([("Emma", 400)])))
        host.tap("Longer")
        XCTAssertEqual(lines(host.render()).first, "Emma 401")
    }

    struct Library: View {
        @State private var visits = 0
        var body: some View {
            VStack {
                Button("Visit \(visits)") { visits += 1 }
                Shelf()
            }
            .modelContainer(for: Book.self)
        }
    }

    /// `.modelContainer(for:)` makes its container once and keeps it while the view stays, so the
    /// models outlive updates of the view that wrote the modifier.
    func testTheModifiersContainerOutlivesUpdatesAbove() {
        let host = TerminalHost(rootView: Library())
        host.tap("Add")
        host.tap("Visit 0")
        XCTAssertEqual(lines(host.render()).prefix(2), ["Visit 1", "Beowulf 90"])
    }

    struct ReadingApp: App {
        var body: some Scene {
            WindowGroup {
                Shelf()
            }
            .modelContainer(for: Book.self)
        }
    }

    /// An app's `WindowGroup { … }.modelContainer(for:)` gives every view of the scene one
    /// container, kept while the app runs.
    func testASceneModelContainerReachesTheScenesViews() {
        let host = TerminalHost(rootView: _AppRoot(ReadingApp()))
        host.tap("Add")
        host.tap("Add")
        XCTAssertEqual(lines(host.render()).prefix(2), ["Beowulf 90", "Beowulf 90"])
    }

    /// A filter written with `#Predicate`, `fetchOffset`, `fetchLimit`, `fetchCount`, and deleting
    /// by a predicate, as `FetchDescriptor` and `ModelContext` document them.
    func testFetchDescriptorsFilterSortAndLimit() throws {
        let context = try container([("Emma", 400), ("Dune", 600), ("Ulysses", 730), ("Beowulf", 90)]).mainContext
        let long = #Predicate<Book> { $0.pages > 300 }
        var descriptor = FetchDescriptor(predicate: long, sortBy: [SortDescriptor(\Book.pages, order: .reverse)])
        XCTAssertEqual(try context.fetch(descriptor).map(\.title), ["Ulysses", "Dune", "Emma"])
        descriptor.fetchOffset = 1
        descriptor.fetchLimit = 1
        XCTAssertEqual(try context.fetch(descriptor).map(\.title), ["Dune"])
        XCTAssertEqual(try context.fetchCount(FetchDescriptor<Book>()), 4)
        try context.delete(model: Book.self, where: long)
        XCTAssertEqual(try context.fetch(FetchDescriptor<Book>()).map(\.title), ["Beowulf"])
    }

    /// SwiftData inserts the models an inserted model refers to; a model knows its context until
    /// it is deleted.
    func testInsertingAModelInsertsTheModelsItRefersTo() throws {
        let context = try container([]).mainContext
        let book = Book(title: "Emma", pages: 400, author: Author(name: "Austen"))
        XCTAssertNil(book.modelContext)
        context.insert(book)
        XCTAssertEqual(try context.fetch(FetchDescriptor<Author>()).map(\.name), ["Austen"])
        XCTAssertTrue(book.modelContext === context)
        XCTAssertTrue(context.hasChanges)
        try context.save()
        XCTAssertFalse(context.hasChanges)
        context.delete(book)
        XCTAssertNil(book.modelContext)
        XCTAssertTrue(book.isDeleted)
    }

    /// Every context of a container works on the same models; `.modelContext(_:)` hands one to views.
    func testContextsOfOneContainerShareTheirModels() throws {
        let container = try container([("Emma", 400)])
        let other = ModelContext(container)
        other.insert(Book(title: "Dune", pages: 600))
        XCTAssertEqual(try container.mainContext.fetchCount(FetchDescriptor<Book>()), 2)
        let host = TerminalHost(rootView: Shelf().modelContext(other))
        XCTAssertEqual(lines(host.render()).prefix(2), ["Dune 600", "Emma 400"])
    }

    /// SwiftData stops an app whose view inserts with no container above it; here the first
    /// insert says what to add, once.
    func testInsertingWithNoContainerSaysWhatIsMissing() {
        let warnings = collectingWarnings {
            let host = TerminalHost(rootView: Shelf())
            host.tap("Add")
            XCTAssertEqual(lines(host.render()).first, "Beowulf 90")
        }
        XCTAssertTrue(warnings.contains { $0.contains(".modelContainer(for: Book.self)") }, "\(warnings)")
    }

    private func lines(_ picture: String) -> [String] {
        picture.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
