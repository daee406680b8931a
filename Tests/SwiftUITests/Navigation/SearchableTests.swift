import Foundation
import XCTest
@testable import SwiftUI

/// `searchable(text:placement:prompt:)`: Apple, "Marks this view as searchable, which configures
/// the display of a search field". On an iPhone the navigation stack draws the field in its
/// bar's drawer, under the title; here it is the row under the bar (the bar's rows are those of
/// NavigationStackTests: an empty top row, the large title, the line, inset 8 points at each
/// side: 18 cells of line in 20). The view filters its
/// content with the bound text itself.
final class SearchableTests: XCTestCase {
    struct Fruits: View {
        let fruits = ["Apple", "Apricot", "Banana", "Cherry"]
        @State var query = ""
        var shown: [String] { query.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(query) } }
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(shown, id: \.self) { Text($0) }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .navigationTitle("Fruits")
                .searchable(text: $query)
            }
        }
    }

    func testTheFieldIsDrawnUnderTheTitleWithItsPrompt() {
        let host = TerminalHost(rootView: Fruits(), proposal: ProposedViewSize(width: 160, height: 128))
        XCTAssertEqual(Array(host.renderedLines.prefix(5)), [
            "",
            " Fruits",
            " ──────────────────",
            " ⌕ Search",
            "Apple",
        ])
        XCTAssertEqual(host.color(ofText: "Search"), resolved(.secondary))
    }

    func testTypingFiltersWhatTheBodyFilters() {
        let host = TerminalHost(rootView: Fruits(), proposal: ProposedViewSize(width: 160, height: 128))
        XCTAssertTrue(host.type("ap", into: "Search"))
        XCTAssertEqual(Array(host.renderedLines.dropFirst(3).prefix(3)), [" ⌕ ap", "Apple", "Apricot"])
        XCTAssertFalse(host.render().contains("Banana"))
        host.type("", into: "Search")
        XCTAssertTrue(host.render().contains("Banana"))
    }

    func testAPromptNamesTheFieldAndSearchStillFindsIt() {
        struct Contacts: View {
            @State var query = ""
            var body: some View {
                NavigationStack {
                    Text(query.isEmpty ? "everyone" : "matching \(query)")
                        .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Find a contact")
                }
            }
        }
        let host = TerminalHost(rootView: Contacts(), proposal: ProposedViewSize(width: 240, height: 96))
        XCTAssertTrue(host.render().contains("⌕ Find a contact"))
        XCTAssertTrue(host.type("Ada", into: "Find a contact"))
        XCTAssertTrue(host.render().contains("matching Ada"))
        XCTAssertTrue(host.type("Grace", into: "Search"))
        XCTAssertTrue(host.render().contains("matching Grace"))
    }

    func testOnTheStackItselfTheFieldIsOverTheRootOnly() {
        struct Library: View {
            @State var query = ""
            var body: some View {
                NavigationStack {
                    NavigationLink("Open") { Text("Detail") }
                        .navigationTitle("Books")
                }
                .searchable(text: $query, prompt: Text("Title or author"))
            }
        }
        let host = TerminalHost(rootView: Library(), proposal: ProposedViewSize(width: 240, height: 128))
        XCTAssertEqual(host.renderedLines[3], " ⌕ Title or author")
        host.tap("Open")
        XCTAssertFalse(host.render().contains("Title or author"))
    }

    func testReturnRunsTheSearchSubmitActions() {
        struct Search: View {
            @State var query = ""
            @State var submitted = "nothing"
            var body: some View {
                NavigationStack {
                    Text("submitted \(submitted)")
                        .searchable(text: $query)
                        .onSubmit(of: .search) { submitted = query }
                        .onSubmit { submitted = "a text field" }
                }
            }
        }
        let host = TerminalHost(rootView: Search(), proposal: ProposedViewSize(width: 240, height: 96))
        host.type("swift", into: "Search")
        XCTAssertTrue(host.submit("Search"))
        XCTAssertTrue(host.render().contains("submitted swift"))
    }

    /// Apple's `isSearching`: "A Boolean value that indicates when the user is searching", read
    /// inside the searchable view; `dismissSearch` "sets isSearching to false, clears any text
    /// from the search field, removes focus from the search field".
    func testIsSearchingFollowsTheFieldAndDismissSearchEndsIt() {
        struct Results: View {
            @Environment(\.isSearching) var isSearching
            @Environment(\.dismissSearch) var dismissSearch
            var body: some View {
                VStack(spacing: 0) {
                    Text(isSearching ? "searching" : "browsing")
                    Button("Done") { dismissSearch() }
                }
            }
        }
        struct Screen: View {
            @State var query = ""
            var body: some View {
                NavigationStack {
                    Results().searchable(text: $query)
                }
            }
        }
        let host = TerminalHost(rootView: Screen(), proposal: ProposedViewSize(width: 160, height: 96))
        XCTAssertTrue(host.render().contains("browsing"))
        host.type("ap", into: "Search")
        XCTAssertTrue(host.render().contains("searching"))
        XCTAssertEqual(host.controls.first(where: \.isFocused)?.name, "Search")
        // Return submits the search; the search goes on.
        host.submit("Search")
        XCTAssertTrue(host.render().contains("searching"))
        host.tap("Done")
        XCTAssertTrue(host.render().contains("browsing"))
        XCTAssertTrue(host.render().contains("⌕ Search"), "the text is cleared: the prompt shows")
        XCTAssertNil(host.controls.first(where: \.isFocused))
    }

    func testOutsideAStackNoFieldIsDrawn() {
        // iOS draws the field in a navigation container; without one there is none.
        let host = host(Text("Plain").searchable(text: .constant("")), width: 160, height: 16)
        XCTAssertEqual(host.renderedLines, ["Plain"])
    }
}
