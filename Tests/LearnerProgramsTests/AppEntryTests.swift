@testable import LearnerPrograms
import XCTest

/// A file's `@main` app is found, and its attribute blanked so that the file can be compiled as
/// the `main.swift` learn generates, every line and column kept.
final class AppEntryTests: XCTestCase {
    func testTheAppsMainAttributeIsBlankedInPlace() {
        let source = "import SwiftUI\n\n@main\nstruct ReadingApp: App {\n    var body: some Scene { WindowGroup { Text(\"Hi\") } }\n}\n"
        let entry = AppEntry(source: source)
        XCTAssertEqual(entry.typeName, "ReadingApp")
        XCTAssertEqual(entry.source, source.replacingOccurrences(of: "@main", with: "     "))
        XCTAssertEqual(entry.launch, "_runApp(ReadingApp.self)\n")
    }

    func testAnAttributeOnTheSameLineAndAQualifiedProtocolAreFound() {
        let entry = AppEntry(source: "@main @MainActor struct Notes: SwiftUI.App { var body: some Scene { WindowGroup { EmptyView() } } }")
        XCTAssertEqual(entry.typeName, "Notes")
        XCTAssertTrue(entry.source.hasPrefix("      @MainActor struct Notes"), entry.source)
    }

    /// A `@main` type that is not an app (a command-line program's) is left as written, and a
    /// file without one is unchanged.
    func testOtherFilesAreLeftAlone() {
        let tool = "@main\nstruct Tool {\n    static func main() { print(1) }\n}\n"
        XCTAssertNil(AppEntry(source: tool).typeName)
        XCTAssertEqual(AppEntry(source: tool).source, tool)
        XCTAssertEqual(AppEntry(source: "Text(\"a\")").launch, "")
    }
}
