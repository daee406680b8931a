import Foundation
import XCTest
@testable import SwiftUI

/// Thinking in SwiftUI ch. 2: identity decides whether state survives.
final class IdentityTests: XCTestCase {
    struct Counter: View {
        let name: String
        @State var count = 0
        var body: some View {
            Button("\(name) \(count)") { count += 1 }
        }
    }

    /// The branches of an `if` are different views: state in one is lost when the other shows.
    struct Branches: View {
        @State var flag = true
        var body: some View {
            VStack {
                Button("Switch") { flag.toggle() }
                if flag { Counter(name: "A") } else { Counter(name: "B") }
            }
        }
    }

    func testBranchesOfAnIfHaveTheirOwnState() {
        let host = TerminalHost(rootView: Branches())
        host.tap("A 0")
        XCTAssertTrue(host.render().contains("A 1"))
        host.tap("Switch")
        XCTAssertTrue(host.render().contains("B 0"))
        host.tap("Switch")
        XCTAssertTrue(host.render().contains("A 0"), "A's state was lost when B showed:\n\(host.render())")
    }

    /// The same view in the same position keeps its state when its parent runs again.
    struct Stable: View {
        @State var other = 0
        var body: some View {
            VStack {
                Button("Parent \(other)") { other += 1 }
                Counter(name: "C")
            }
        }
    }

    func testSamePositionKeepsState() {
        let host = TerminalHost(rootView: Stable())
        host.tap("C 0")
        host.tap("Parent 0")
        XCTAssertTrue(host.render().contains("C 1"), host.render())
    }

    /// A new `.id` is a new view with new state.
    struct Reset: View {
        @State var generation = 0
        var body: some View {
            VStack {
                Button("Reset") { generation += 1 }
                Counter(name: "D").id(generation)
            }
        }
    }

    func testNewExplicitIdMeansNewState() {
        let host = TerminalHost(rootView: Reset())
        host.tap("D 0")
        XCTAssertTrue(host.render().contains("D 1"))
        host.tap("Reset")
        XCTAssertTrue(host.render().contains("D 0"), host.render())
    }

    /// ForEach identifies rows by id: inserting a row keeps the others' state.
    struct Rows: View {
        @State var names = ["x", "y"]
        var body: some View {
            VStack {
                Button("Insert") { names.insert("w", at: 0) }
                Button("Remove") { names.removeLast() }
                ForEach(names, id: \.self) { Counter(name: $0) }
            }
        }
    }

    func testForEachKeepsStateByIdAcrossInsertsAndRemovals() {
        let host = TerminalHost(rootView: Rows())
        host.tap("y 0")
        host.tap("x 0")
        host.tap("x 1")
        host.tap("Insert")
        let picture = host.render()
        XCTAssertTrue(picture.contains("w 0") && picture.contains("x 2") && picture.contains("y 1"), picture)
        host.tap("Remove")
        XCTAssertTrue(host.render().contains("x 2"))
        XCTAssertFalse(host.render().contains("y 1"))
    }
}

/// Attributes written around a view with a body stay when its body runs again on its own.
final class AttributesAroundStatefulViewsTests: XCTestCase {
    struct Counter: View {
        @State var count = 0
        var body: some View { Button("\(count)") { count += 1 } }
    }

    struct Wrapper: View {
        var body: some View { Counter() }
    }

    func testIdentifierAndPrioritySurviveTheBodyRunningAgain() {
        let host = TerminalHost(rootView: HStack {
            Counter().accessibilityIdentifier("direct").layoutPriority(1)
            Wrapper().accessibilityIdentifier("wrapped")
        })
        host.tap("0")
        XCTAssertNotNil(host.frame(ofIdentifier: "direct"))
        XCTAssertNotNil(host.frame(ofIdentifier: "wrapped"))
        host.tap("direct")
        host.tap("wrapped")
        XCTAssertEqual(host.bodyEvaluations, ["Counter"])
        XCTAssertTrue(host.render().contains("2"), host.render())
        XCTAssertNotNil(host.frame(ofIdentifier: "direct"))
        XCTAssertNotNil(host.frame(ofIdentifier: "wrapped"))
        XCTAssertEqual(host.root.children[0].children[0].traits.layoutPriority, 1)
    }
}
