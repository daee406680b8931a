import Foundation
import XCTest
@testable import SwiftUI

/// Full-screen covers, popovers and item alerts. Apple's docs: fullScreenCover "presents a modal
/// view that covers as much of the screen as possible"; a popover in a compact size class (a
/// terminal is one) is shown as a sheet; alert(item:content:) shows the alert the closure makes
/// for the item while it is not nil and sets it back to nil when dismissed.
final class CoverPopoverAndItemAlertTests: XCTestCase {
    /// The surface of a presentation: the fill in the presentation's colour.
    private func surface(_ host: TerminalHost) -> CGRect? {
        host.displayList.items.first { item in
            if case .fill = item.content { item.color == PresentationSurface.color.resolve(in: EnvironmentValues()) } else { false }
        }?.frame
    }

    struct Closer: View {
        @Environment(\.dismiss) var dismiss
        var body: some View {
            Button("Close") {
                let action: DismissAction = dismiss
                action()
            }
        }
    }

    /// fullScreenCover(isPresented:onDismiss:content:) covers the whole root (320×160) even when
    /// the presenting view is small, hides it, and DismissAction closes it and runs onDismiss.
    func testFullScreenCoverCoversTheWholeRoot() {
        final class Log { var dismissed = 0 }
        struct Demo: View {
            let log: Log
            @State var showing = false
            var body: some View {
                Button("Open") { showing = true }
                    .fullScreenCover(isPresented: $showing, onDismiss: { log.dismissed += 1 }) { Closer() }
            }
        }
        let log = Log()
        let host = host(Demo(log: log), width: 320, height: 160)
        XCTAssertNil(surface(host))
        XCTAssertTrue(host.tap("Open"))
        XCTAssertEqual(surface(host), CGRect(x: 0, y: 0, width: 320, height: 160))
        XCTAssertFalse(host.render().contains("Open"), "the cover hides the view under it")
        XCTAssertTrue(host.tap("Close"))
        XCTAssertTrue(host.render().contains("Open"))
        XCTAssertEqual(log.dismissed, 1)
    }

    /// fullScreenCover(item:onDismiss:content:) shows the item's content and clears it on dismiss.
    func testFullScreenCoverForAnItem() {
        struct Photo: Identifiable { let id: Int }
        struct Demo: View {
            @State var photo: Photo?
            var body: some View {
                VStack {
                    Button("Open 7") { photo = Photo(id: 7) }
                    Text(photo == nil ? "none" : "open")
                }
                .fullScreenCover(item: $photo) { photo in
                    VStack { Text("photo \(photo.id)"); Closer() }
                }
            }
        }
        let host = host(Demo(), width: 320, height: 160)
        host.tap("Open 7")
        XCTAssertTrue(host.render().contains("photo 7"))
        XCTAssertEqual(surface(host), CGRect(x: 0, y: 0, width: 320, height: 160))
        host.tap("Close")
        XCTAssertTrue(host.render().contains("none"), host.render())
    }

    /// popover(isPresented:attachmentAnchor:arrowEdge:content:) is shown as a sheet, across the
    /// window's width; the anchor and arrow edge have nothing to point at.
    func testPopoverIsShownAsASheet() {
        struct Demo: View {
            @State var showing = false
            var body: some View {
                Button("Info") { showing = true }
                    .popover(isPresented: $showing, attachmentAnchor: .point(.top), arrowEdge: .bottom) {
                        VStack { Text("Details"); Closer() }
                    }
            }
        }
        let host = host(Demo(), width: 320, height: 160)
        host.tap("Info")
        XCTAssertTrue(host.render().contains("Details"))
        XCTAssertEqual(surface(host)?.width, 320)
        host.tap("Close")
        XCTAssertFalse(host.render().contains("Details"))
    }

    /// alert(item:content:): the alert made for the item, whose button sets the item back to nil.
    func testAlertForAnItem() {
        struct Failure: Identifiable { let id: String }
        struct Demo: View {
            @State var failure: Failure?
            var body: some View {
                VStack {
                    Button("Fail") { failure = Failure(id: "timeout") }
                    Text(failure == nil ? "calm" : "failing")
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .alert(item: $failure) { failure in
                    Alert(title: Text("Error \(failure.id)"), dismissButton: .default(Text("OK")))
                }
            }
        }
        let host = host(Demo(), width: 400, height: 160)
        host.tap("Fail")
        XCTAssertTrue(host.render().contains("Error timeout"), host.render())
        XCTAssertTrue(host.tap("OK"))
        XCTAssertTrue(host.render().contains("calm"))
        XCTAssertFalse(host.render().contains("Error timeout"))
    }
}
