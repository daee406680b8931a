import Foundation
import Observation
import XCTest
@testable import SwiftUI

/// `@Bindable` (Apple: "create bindings to mutable properties of a data model object that
/// conforms to the Observable protocol") and `@AppStorage` (Apple: "reflects a value from
/// UserDefaults and invalidates a view on a change in value in that user default"; here kept in
/// memory for the process, so each test uses keys of its own).
final class BindableAndAppStorageTests: XCTestCase {
    @Observable final class Book {
        var title = "Untitled"
        var isRead = false
    }

    struct BookEditor: View {
        @Bindable var book: Book
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                TextField("Title", text: $book.title)
                Toggle("Read", isOn: $book.isRead)
            }
        }
    }

    struct Shelf: View {
        let book: Book
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                BookEditor(book: book)
                Text("\(book.title), \(book.isRead ? "read" : "unread")")
            }
        }
    }

    func testBindingsToAnObservableObjectsPropertiesWriteThemAndUpdateReaders() {
        let book = Book()
        let host = TerminalHost(rootView: Shelf(book: book), proposal: ProposedViewSize(width: 240, height: nil))
        XCTAssertEqual(host.renderedLines.last, "Untitled, unread")
        XCTAssertTrue(host.type("Dune", into: "Title"))
        XCTAssertEqual(book.title, "Dune")
        XCTAssertTrue(host.toggle("Read"))
        XCTAssertTrue(book.isRead)
        XCTAssertEqual(host.renderedLines.first, "Dune")
        XCTAssertEqual(host.renderedLines.last, "Dune, read")
    }

    func testABindableMadeInABody() {
        struct Inline: View {
            let book: Book
            var body: some View {
                @Bindable var book = book
                TextField("Title", text: $book.title)
            }
        }
        let book = Book()
        let host = TerminalHost(rootView: Inline(book: book), proposal: ProposedViewSize(width: 160, height: nil))
        host.type("Emma", into: "Title")
        XCTAssertEqual(book.title, "Emma")
        XCTAssertEqual(host.renderedLines, ["Emma"])
    }

    struct Greeting: View {
        @AppStorage("BindableAndAppStorageTests.name") var name = "Anonymous"
        var body: some View { Text("Hello, \(name)") }
    }

    struct NameSetting: View {
        @AppStorage("BindableAndAppStorageTests.name") var name = "Anonymous"
        var body: some View { TextField("Name", text: $name) }
    }

    func testAppStorageStartsAtItsDefaultAndEveryViewOfTheKeySeesAChange() {
        struct Screen: View {
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    NameSetting()
                    Greeting()
                }
            }
        }
        let host = TerminalHost(rootView: Screen(), proposal: ProposedViewSize(width: 160, height: nil))
        XCTAssertEqual(host.renderedLines.last, "Hello, Anonymous")
        host.type("Ada", into: "Name")
        XCTAssertEqual(host.renderedLines.last, "Hello, Ada")
        // Another host in the same process reads what was stored, as another screen of the app would.
        let other = TerminalHost(rootView: Greeting(), proposal: ProposedViewSize(width: 160, height: nil))
        XCTAssertEqual(other.renderedLines, ["Hello, Ada"])
    }

    func testAnOptionalAppStorageIsNilUntilSet() {
        struct Last: View {
            @AppStorage("BindableAndAppStorageTests.last") var last: String?
            var body: some View {
                Button(last ?? "none") { last = "opened" }
            }
        }
        let host = TerminalHost(rootView: Last(), proposal: ProposedViewSize(width: 160, height: nil))
        XCTAssertEqual(host.renderedLines, ["none"])
        host.tap("none")
        XCTAssertEqual(host.renderedLines, ["opened"])
    }
}
