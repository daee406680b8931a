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

    struct Readers: View {
        let models: [Model]
        var body: some View {
            VStack {
                ForEach(models.indices, id: \.self) { index in Text("shown \(models[index].shown)") }
                GeometryReader { _ in Text("first \(models[0].shown)") }
            }
        }
    }

    /// What a `ForEach`'s or a `GeometryReader`'s content closure reads is a dependency of the
    /// view whose body wrote the closure: SwiftUI redraws a row when a property it read changes
    /// (Apple, "Managing model data in your app": views update when observable properties they
    /// read change, wherever the body reads them).
    func testPropertiesReadInContentClosuresAreDependencies() {
        let models = [Model(), Model()]
        let host = TerminalHost(rootView: Readers(models: models).frame(width: 160, height: 160))
        XCTAssertTrue(host.render().contains("first 0"), host.render())
        models[1].shown = 5
        host.update()
        XCTAssertTrue(host.render().contains("shown 5"), host.render())
        models[0].shown = 7
        host.update()
        XCTAssertTrue(host.render().contains("first 7"), host.render())
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
