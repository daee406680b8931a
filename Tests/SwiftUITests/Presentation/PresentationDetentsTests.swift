import Foundation
import XCTest
@testable import SwiftUI

/// Sheet heights, alerts made from a value, inspectors and `isPresented`.
final class PresentationDetentsTests: XCTestCase {
    struct Presenter<Sheet: View>: View {
        @State var showing = true
        let sheet: Sheet
        var body: some View {
            VStack(spacing: 0) {
                Text("TOP").frame(maxWidth: .infinity, alignment: .leading).accessibilityIdentifier("top")
                Spacer()
            }
            .sheet(isPresented: $showing) { sheet }
        }
    }

    /// Apple's documentation of `PresentationDetent.medium`: "a sheet that's approximately half
    /// the height of the screen"; here exactly half the 160-point window, at its bottom. The
    /// presenter's top half stays drawn above it.
    func testAMediumSheetLeavesTheTopHalfOfThePresenterShowing() {
        let host = host(Presenter(sheet: Text("Sheet").accessibilityIdentifier("content").presentationDetents([.medium])), width: 320, height: 160)
        let sheet = host.frame(ofIdentifier: "content")
        XCTAssertNotNil(sheet)
        // The sheet's box is 80 points tall at y 80; its content is centred in it.
        XCTAssertEqual(sheet!.midY, 120, accuracy: 0.01)
        let rows = host.render().split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertTrue(rows[0].contains("TOP"), host.render())
        // A border is drawn in the cells around its frame: the box's top edge (80 points, row 5)
        // in row 4.
        XCTAssertTrue(rows[4].contains("┌"), "the sheet's top edge: \(host.render())")
        XCTAssertFalse(rows[1...3].contains { $0.contains("─") }, host.render())
    }

    /// Without detents a sheet is `.large`: all of the window but the presenter's top row.
    func testALargeSheetLeavesOneRow() {
        let host = host(Presenter(sheet: Text("Sheet").accessibilityIdentifier("content")), width: 320, height: 160)
        XCTAssertEqual(host.frame(ofIdentifier: "content")!.midY, 16 + 144 / 2, accuracy: 0.01)
    }

    /// UIKit starts a sheet at its smallest detent; `.height(48)` is smaller than `.medium`
    /// (80 points here), and `.fraction(0.3)` is 0.3 of the window.
    func testASheetRestsAtItsSmallestDetent() {
        let host1 = host(Presenter(sheet: Text("S").accessibilityIdentifier("content").presentationDetents([.medium, .large, .height(48)])), width: 320, height: 160)
        XCTAssertEqual(host1.frame(ofIdentifier: "content")!.midY, 160 - 24, accuracy: 0.01)
        let host2 = host(Presenter(sheet: Text("S").accessibilityIdentifier("content").presentationDetents([.fraction(0.3)])), width: 320, height: 160)
        // 0.3 of 160 is 48 points: 16 of content between the 16-point paddings.
        XCTAssertEqual(host2.frame(ofIdentifier: "content")!.midY, 160 - 24, accuracy: 0.01)
    }

    /// Where the window's height is unspecified (the REPL's `640×nil`), it grows to hold the
    /// sheet: a medium sheet's content (16 points, with 32 of padding: 48) takes half of a
    /// 96-point window.
    func testAMediumSheetInAWindowOfUnspecifiedHeight() {
        let host = TerminalHost(rootView: Presenter(sheet: Text("Sheet").accessibilityIdentifier("content").presentationDetents([.medium])),
                                proposal: ProposedViewSize(width: 320, height: nil))
        let content = host.frame(ofIdentifier: "content")
        XCTAssertEqual(content?.midY ?? 0, 96 - 24, accuracy: 0.01, host.render())
        XCTAssertTrue(host.render().contains("Sheet"))
    }

    func testTheSelectionChoosesTheDetent() {
        let host = host(Presenter(sheet: Text("S").accessibilityIdentifier("content")
            .presentationDetents([.medium, .large], selection: .constant(.large))), width: 320, height: 160)
        XCTAssertEqual(host.frame(ofIdentifier: "content")!.midY, 16 + 144 / 2, accuracy: 0.01)
    }

    /// UIKit's grabber (36×5 points, 5 under the sheet's top), drawn 32×8 at the top so that it
    /// fills the upper halves of four cells; `.automatic` shows it for a sheet with more than
    /// one detent, `.visible` always, `.hidden` never.
    func testTheDragIndicatorIsDrawnAtTheTopOfTheSheet() {
        func grabbers(_ sheet: some View) -> [CGRect] {
            let host = host(Presenter(sheet: sheet), width: 320, height: 160)
            return host.displayList.items.compactMap { item in
                if case .fill = item.content, item.frame.width == 32, item.frame.height == 8 { item.frame } else { nil }
            }
        }
        let shown = grabbers(Text("S").presentationDetents([.medium, .large]))
        XCTAssertEqual(shown.count, 1)
        // The medium sheet's top is at 80; the grabber there, centred in 320 points.
        XCTAssertEqual(shown.first, CGRect(x: 144, y: 80, width: 32, height: 8))
        let picture = host(Presenter(sheet: Text("S").presentationDetents([.medium, .large])), width: 320, height: 160).render()
        // Plain text draws any fill as whole blocks: the grabber's four cells.
        let row = picture.split(separator: "\n", omittingEmptySubsequences: false)[5]
        XCTAssertTrue(row.contains("████") && !row.contains("█████"), picture)
        XCTAssertEqual(grabbers(Text("S").presentationDetents([.medium])).count, 0)
        XCTAssertEqual(grabbers(Text("S").presentationDetents([.medium])
            .presentationDragIndicator(.visible)).count, 1)
        XCTAssertEqual(grabbers(Text("S").presentationDetents([.medium, .large])
            .presentationDragIndicator(.hidden)).count, 0)
    }

    func testInteractiveDismissDisabledLeavesDismissWorking() {
        struct Closing: View {
            @Environment(\.dismiss) var dismiss
            var body: some View { Button("Close") { dismiss() }.interactiveDismissDisabled() }
        }
        let host = host(Presenter(sheet: Closing()), width: 320, height: 160)
        XCTAssertTrue(host.tap("Close"))
        XCTAssertFalse(host.render().contains("Close"))
    }

    /// Apple's documentation of the alert's `presenting:` form: "For the alert to appear, both
    /// isPresented must be true and data must not be nil"; its actions and message get the value.
    func testAnAlertPresentingDataShowsOnlyWithTheData() {
        struct Failure { let file: String }
        struct Demo: View {
            @State var asking = true
            @State var failure: Failure?
            @State var log = "none"
            var body: some View {
                VStack {
                    Button("Fail") { failure = Failure(file: "notes.txt") }
                    Text("log \(log)")
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .alert("Could not save", isPresented: $asking, presenting: failure) { failure in
                    Button("Retry \(failure.file)") { log = "retried \(failure.file)" }
                } message: { failure in
                    Text("\(failure.file) is read-only.")
                }
            }
        }
        let host = host(Demo(), width: 400, height: 192)
        XCTAssertFalse(host.render().contains("Could not save"), "no data, no alert, though isPresented is true")
        host.tap("Fail")
        let shown = host.render()
        XCTAssertTrue(shown.contains("Could not save") && shown.contains("notes.txt is read-only."), shown)
        XCTAssertTrue(host.tap("Retry notes.txt"))
        XCTAssertTrue(host.render().contains("log retried notes.txt"))
        XCTAssertFalse(host.render().contains("Could not save"), "its button closed it")
    }

    /// A confirmation dialog made from a value, as the alert: shown only with the value.
    func testAConfirmationDialogPresentingData() {
        struct Demo: View {
            @State var asking = true
            @State var file: String?
            @State var log = "none"
            var body: some View {
                VStack {
                    Button("Pick") { file = "notes.txt" }
                    Text("log \(log)")
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .confirmationDialog("Delete?", isPresented: $asking, titleVisibility: .visible, presenting: file) { file in
                    Button("Delete \(file)", role: .destructive) { log = "deleted \(file)" }
                }
            }
        }
        let host = host(Demo(), width: 400, height: 256)
        XCTAssertFalse(host.render().contains("Delete?"))
        host.tap("Pick")
        XCTAssertTrue(host.render().contains("Delete?"), host.render())
        XCTAssertTrue(host.tap("Delete notes.txt"))
        XCTAssertTrue(host.render().contains("log deleted notes.txt"), host.render())
    }

    /// In a compact width SwiftUI presents an inspector as a sheet.
    func testAnInspectorIsASheetInACompactWidth() {
        struct Demo: View {
            @State var showing = false
            var body: some View {
                Button("Inspect") { showing = true }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .inspector(isPresented: $showing) { Text("Details").accessibilityIdentifier("details") }
            }
        }
        let host = host(Demo(), width: 320, height: 160)
        XCTAssertNil(host.frame(ofIdentifier: "details"))
        host.tap("Inspect")
        XCTAssertEqual(host.frame(ofIdentifier: "details")!.midY, 16 + 144 / 2, accuracy: 0.01)
    }

    /// `isPresented` is true in a sheet and in a pushed view, false in the root.
    func testIsPresented() {
        let sheet = host(Presenter(sheet: Color.red.accessibilityIdentifier("inside")), width: 320, height: 160)
        XCTAssertEqual(sheet.environmentValue(\.isPresented, for: "inside"), true)
        XCTAssertEqual(sheet.environmentValue(\.isPresented, for: "top"), false)
        struct Stack: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Open") { Color.red.accessibilityIdentifier("pushed") }
                        .accessibilityIdentifier("root")
                }
            }
        }
        let stack = host(Stack(), width: 320, height: 160)
        XCTAssertEqual(stack.environmentValue(\.isPresented, for: "root"), false)
        stack.tap("Open")
        XCTAssertEqual(stack.environmentValue(\.isPresented, for: "pushed"), true)
    }
}
