import Foundation
import XCTest
@testable import SwiftUI

/// Link: drawn as a borderless button (its title in the accent colour, at the title's size:
/// one cell per character, one line); tapping it calls the environment's `openURL` with its
/// destination (Apple: "a control for navigating to a URL"; `OpenURLAction` "opens a URL").
final class ControlsLinkTests: XCTestCase {
    let docs = URL(string: "https://example.com/docs")!

    func testDrawnAsATitleInTheAccentColour() {
        let host = host(Link("Docs", destination: docs), width: 200, height: 100)
        XCTAssertEqual(host.size, CGSize(width: 32, height: 16))
        XCTAssertEqual(host.renderedLines, ["Docs"])
        XCTAssertEqual(host.color(ofText: "Docs"), resolved(.accentColor))
    }

    func testTapCallsTheEnvironmentsOpenURL() {
        var opened: [URL] = []
        let view = VStack {
            Link("Docs", destination: docs)
            Link(destination: URL(string: "https://example.com/help")!) { Text("Help") }
        }
        .environment(\.openURL, OpenURLAction { url in
            opened.append(url)
            return .handled
        })
        let host = host(view, width: 200, height: 100)
        XCTAssertTrue(host.tap("Docs"))
        XCTAssertTrue(host.tap("Help"))
        XCTAssertEqual(opened.map(\.absoluteString), ["https://example.com/docs", "https://example.com/help"])
    }

    func testDefaultActionWarnsWithTheURL() {
        let host = host(Link("Docs", destination: docs), width: 200, height: 100)
        let warnings = collectingWarnings { host.tap("Docs") }
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].contains("https://example.com/docs"), "\(warnings)")
    }

    func testEnvironmentActionCalledFromAView() {
        struct Opener: View {
            @Environment(\.openURL) var openURL
            var body: some View {
                Button("Open") { openURL(URL(string: "https://example.com/a")!) }
            }
        }
        let host = host(Opener(), width: 200, height: 100)
        let warnings = collectingWarnings { host.tap("Open") }
        XCTAssertTrue(warnings.contains { $0.contains("https://example.com/a") }, "\(warnings)")
    }

    func testResultsOfTheHandler() {
        var accepted: [Bool] = []
        let discard = OpenURLAction { _ in .discarded }
        let redirect = OpenURLAction { _ in .systemAction(URL(string: "https://example.com/other")!) }
        let warnings = collectingWarnings {
            discard(docs) { accepted.append($0) }
            redirect(docs) { accepted.append($0) }
        }
        XCTAssertEqual(accepted, [false, true])
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].contains("https://example.com/other"), "\(warnings)")
    }
}
