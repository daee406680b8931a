import Foundation
import XCTest
@testable import SwiftUI

/// Sheets, covers, alerts and dialogs are drawn over the presenting view and closed by their
/// buttons or `dismiss`, which set the binding back (Apple's docs, "sheet(isPresented:onDismiss:content:)":
/// the binding is set to false when the sheet is dismissed; "alert(_:isPresented:actions:message:)":
/// "all actions in an alert dismiss the alert after the action runs").
final class PresentationTests: XCTestCase {
    struct SheetDemo: View {
        @State var showing = false
        var body: some View {
            VStack {
                Button("Show") { showing = true }
                Text(showing ? "is shown" : "is hidden")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .sheet(isPresented: $showing) { SheetContent() }
        }
    }

    struct SheetContent: View {
        @Environment(\.dismiss) var dismiss
        var body: some View { Button("Done") { dismiss() } }
    }

    func testSheetCoversTheViewAndDismissSetsTheBindingBack() {
        let host = host(SheetDemo(), width: 320, height: 160)
        host.tap("Show")
        let shown = host.render()
        XCTAssertTrue(shown.contains("Done"))
        XCTAssertFalse(shown.contains("is shown"), "the sheet hides what is under it")
        XCTAssertTrue(host.tap("Done"))
        XCTAssertTrue(host.render().contains("is hidden"))
    }

    func testPresentingViewIsOutOfReachUnderASheet() {
        let host = host(SheetDemo(), width: 320, height: 160)
        host.tap("Show")
        let warnings = collectingWarnings { XCTAssertFalse(host.tap("Show")) }
        XCTAssertFalse(warnings.isEmpty)
    }

    func testSheetItemShowsTheItem() {
        struct Item: Identifiable { let id: Int }
        struct ItemDemo: View {
            @State var item: Item?
            var body: some View {
                Button("Pick") { item = Item(id: 4) }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .sheet(item: $item) { item in
                        VStack {
                            Text("item \(item.id)")
                            SheetContent()
                        }
                    }
            }
        }
        let host = host(ItemDemo(), width: 320, height: 160)
        host.tap("Pick")
        XCTAssertTrue(host.render().contains("item 4"))
        host.tap("Done")
        XCTAssertTrue(host.render().contains("Pick"))
    }

    func testAlertButtonsCloseItAfterTheirAction() {
        struct AlertDemo: View {
            @State var asking = false
            @State var answer = "none"
            var body: some View {
                VStack {
                    Button("Ask") { asking = true }
                    Text("answer \(answer)")
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .alert("Delete?", isPresented: $asking) {
                    Button("Delete", role: .destructive) { answer = "deleted" }
                    Button("Cancel", role: .cancel) {}
                } message: {
                    Text("This cannot be undone.")
                }
            }
        }
        let host = host(AlertDemo(), width: 400, height: 192)
        host.tap("Ask")
        let shown = host.render()
        XCTAssertTrue(shown.contains("Delete?") && shown.contains("This cannot be undone."))
        XCTAssertTrue(host.tap("Delete"))
        XCTAssertTrue(host.render().contains("answer deleted"))
        XCTAssertFalse(host.render().contains("Delete?"))
    }

    func testAlertWithoutActionsHasOK() {
        let host = host(Color.clear.alert("Saved", isPresented: .constant(true)) {}, width: 400, height: 160)
        XCTAssertTrue(host.render().contains("OK"))
    }

    @available(*, deprecated)
    func testDeprecatedAlertValue() {
        struct OldAlert: View {
            @State var showing = true
            var body: some View {
                Text(showing ? "up" : "down")
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .alert(isPresented: $showing) {
                        Alert(title: Text("Old"), message: Text("style"), dismissButton: .default(Text("Fine")))
                    }
            }
        }
        let host = host(OldAlert(), width: 400, height: 160)
        XCTAssertTrue(host.render().contains("Old"))
        host.tap("Fine")
        XCTAssertTrue(host.render().contains("down"))
    }

    func testAnAlertIs270PointsWideAndShowsItsTitleAndMessageWhole() {
        // iOS alerts are 270 pt wide (UIKit's UIAlertController; the width the Human Interface
        // Guidelines' alert images show), centred on the screen, however small the view that
        // presents one; their title and message wrap onto as many lines as they need.
        struct Login: View {
            @State var failed = true
            var body: some View {
                Button("Log in") { failed = true }
                    .alert("Login failed.", isPresented: $failed) {
                        Button("OK") {}.accessibilityIdentifier("ok")
                    } message: {
                        Text("The password you entered is not correct. Check it and try again.")
                    }
            }
        }
        let host = TerminalHost(rootView: Login(), proposal: ProposedViewSize(width: 640, height: nil))
        let drawn = host.render()
        XCTAssertTrue(drawn.contains("Login failed."), drawn)
        let words = drawn.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "│" }).map(String.init)
        for word in "The password you entered is not correct. Check it and try again.".split(separator: " ") {
            XCTAssertTrue(words.contains(String(word)), "\(word) is not drawn whole:\n\(drawn)")
        }
        let surface = host.displayList.items.first { item in
            if case .fill = item.content { item.color == PresentationSurface.color.resolve(in: EnvironmentValues()) } else { false }
        }
        XCTAssertEqual(surface?.frame.width, 270)
        XCTAssertEqual(surface?.frame.midX ?? 0, 320, accuracy: 0.01, "centred in the 640-point window")
    }

    func testASheetCoversTheWidthOfTheWindow() {
        // A sheet is presented by the window, not inside the view that asks for it: on an
        // iPhone it spans the screen's width, and its default detent is `.large`, "the system
        // detent for a sheet at full height" (Apple's PresentationDetent). Here the window is
        // the root's proposal, 640 points wide as in the REPL, though the button is narrow.
        struct Welcome: View {
            @State var showing = true
            var body: some View {
                Button("Show") { showing = true }
                    .sheet(isPresented: $showing) {
                        Text("Welcome aboard").font(.title).padding(50).accessibilityIdentifier("title")
                    }
            }
        }
        let host = TerminalHost(rootView: Welcome(), proposal: ProposedViewSize(width: 640, height: nil))
        XCTAssertTrue(host.render().contains("Welcome aboard"), host.render())
        // "Welcome aboard" is 14 cells (112 pt), padded by 50 on each side.
        XCTAssertEqual(host.frame(ofIdentifier: "title")?.width, 212)
        let surface = host.displayList.items.first { item in
            if case .fill = item.content { item.color == PresentationSurface.color.resolve(in: EnvironmentValues()) } else { false }
        }
        XCTAssertEqual(surface?.frame.minX, 0)
        XCTAssertEqual(surface?.frame.width, 640)
    }

    func testOnDismissRunsWhenTheSheetsBindingIsSetFalseFromInside() {
        // "onDismiss: The closure to execute when dismissing the sheet" (Apple's
        // sheet(isPresented:onDismiss:content:)): however it is dismissed.
        final class Log { var dismissals = 0 }
        struct Closing: View {
            @Binding var isPresented: Bool
            var body: some View { Button("Close") { isPresented = false } }
        }
        struct Presenter: View {
            let log: Log
            @State var showing = true
            var body: some View {
                Text(showing ? "shown" : "closed")
                    .sheet(isPresented: $showing, onDismiss: { log.dismissals += 1 }) { Closing(isPresented: $showing) }
            }
        }
        let log = Log()
        let host = host(Presenter(log: log), width: 320, height: 160)
        XCTAssertTrue(host.tap("Close"))
        XCTAssertEqual(log.dismissals, 1)
        XCTAssertTrue(host.render().contains("closed"))
    }

    func testOnDismissRunsOnceWhenTheSheetCallsDismiss() {
        final class Log { var dismissals = 0 }
        struct Presenter: View {
            let log: Log
            @State var showing = true
            var body: some View {
                Text(showing ? "shown" : "closed")
                    .sheet(isPresented: $showing, onDismiss: { log.dismissals += 1 }) { SheetContent() }
            }
        }
        let log = Log()
        let host = host(Presenter(log: log), width: 320, height: 160)
        XCTAssertTrue(host.tap("Done"))
        XCTAssertEqual(log.dismissals, 1)
    }

    /// UIKit's alert draws a line between its text and its buttons. The box's surface clears the
    /// cells under it with spaces, which must not keep that line out as a text's own spaces do.
    func testAnAlertShowsTheLineBetweenItsTitleAndItsButton() {
        let host = host(Color.clear.alert("Login failed.", isPresented: .constant(true)) { Button("OK") {} }, width: 320, height: 192)
        let rows = host.render().split(separator: "\n").map(String.init)
        let title = rows.firstIndex { $0.contains("Login failed.") } ?? 0
        XCTAssertTrue(rows[title + 1].contains("──────────"), rows.joined(separator: "\n"))
        XCTAssertTrue(rows[title + 2].contains("OK"), rows.joined(separator: "\n"))
    }

    func testConfirmationDialogChoiceAndCancel() {
        struct Dialog: View {
            @State var asking = true
            @State var chosen = "nothing"
            var body: some View {
                Text("chose \(chosen)")
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .confirmationDialog("Pick", isPresented: $asking) {
                        Button("Red") { chosen = "red" }
                    }
            }
        }
        let host = host(Dialog(), width: 320, height: 192)
        XCTAssertTrue(host.render().contains("Cancel"))
        host.tap("Red")
        XCTAssertTrue(host.render().contains("chose red"))
    }

    func testPresentingTwoAtOnceShowsOneAndWarns() {
        let warnings = collectingWarnings {
            let host = host(NavigationStack {
                VStack {
                    Text("a").sheet(isPresented: .constant(true)) { Text("first sheet") }
                    Text("b").sheet(isPresented: .constant(true)) { Text("second sheet") }
                }
            }, width: 320, height: 160)
            XCTAssertTrue(host.render().contains("first sheet"))
            XCTAssertFalse(host.render().contains("second sheet"))
        }
        XCTAssertTrue(warnings.contains { $0.contains("already presented") })
    }
}
