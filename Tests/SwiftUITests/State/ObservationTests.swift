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
}
