import Foundation
import Observation
import XCTest
@testable import SwiftUI

/// The Observation framework: a view runs again when a property of an @Observable object that
/// its body read changes, and not when another property changes.
final class ObservationTests: XCTestCase {
    @Observable final class Model {
        var shown = 0
        var hidden = 0
    }

    struct Reader: View {
        let model: Model
        var body: some View { Text("shown \(model.shown)") }
    }

    struct Screen: View {
        let model: Model
        var body: some View {
            VStack {
                Button("Show") { model.shown += 1 }
                Button("Hide") { model.hidden += 1 }
                Reader(model: model)
            }
        }
    }

    func testOnlyReadPropertiesTriggerUpdates() {
        let model = Model()
        let host = TerminalHost(rootView: Screen(model: model))
        host.tap("Hide")
        XCTAssertEqual(host.bodyEvaluations, [])
        host.tap("Show")
        XCTAssertEqual(host.bodyEvaluations, ["Reader"])
        XCTAssertTrue(host.render().contains("shown 1"))
    }

    @Observable final class Account {
        var unread = 3
    }

    struct Inbox: View {
        @Environment(Account.self) var account
        var body: some View { Text("\(account.unread) new") }
    }

    struct MaybeInbox: View {
        @Environment(Account.self) var account: Account?
        var body: some View { Text(account.map { "\($0.unread) new" } ?? "no account") }
    }

    /// iOS 17's way to hand an `@Observable` object down: `.environment(object)` and
    /// `@Environment(Account.self)`; the reader runs again when a property it read changes.
    func testAnObservableObjectInTheEnvironmentIsReadByItsType() {
        let account = Account()
        let host = TerminalHost(rootView: VStack { Inbox() }.environment(account))
        XCTAssertEqual(host.render(), "3 new")
        account.unread = 4
        host.update()
        XCTAssertEqual(host.bodyEvaluations, ["Inbox"])
        XCTAssertEqual(host.render(), "4 new")
    }

    func testAnOptionalReaderSeesNilWithoutTheObject() {
        XCTAssertEqual(TerminalHost(rootView: MaybeInbox()).render(), "no account")
        XCTAssertEqual(TerminalHost(rootView: MaybeInbox().environment(Account())).render(), "3 new")
    }
}
