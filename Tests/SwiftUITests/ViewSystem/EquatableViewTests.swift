import XCTest
@testable import SwiftUI

/// `EquatableView` and `equatable()`: "prevents its child updating if its new value is the same
/// as its old value" (Apple's documentation of `EquatableView`): a view whose `==` looks only at
/// `score` does not run its body when only `note` changed, and does when `score` changes.
final class EquatableViewTests: XCTestCase {
    final class Counter {
        var bodies = 0
    }

    struct Score: View, Equatable {
        let score: Int
        let note: String
        let counter: Counter

        static func == (lhs: Score, rhs: Score) -> Bool { lhs.score == rhs.score }

        var body: some View {
            counter.bodies += 1
            return Text("\(score) \(note)")
        }
    }

    struct Board: View {
        @State var score = 1
        @State var note = "a"
        let counter: Counter
        var body: some View {
            VStack {
                Score(score: score, note: note, counter: counter).equatable()
                Button("Note") { note += "a" }
                Button("Score") { score += 1 }
            }
        }
    }

    func testTheBodyRunsOnlyWhenEqualitySaysTheViewChanged() {
        let counter = Counter()
        let host = host(Board(counter: counter), width: 200, height: 100)
        XCTAssertEqual(counter.bodies, 1)
        host.tap("Note")
        XCTAssertEqual(counter.bodies, 1, "only note changed, which == ignores")
        XCTAssertTrue(host.render().contains("1 a"), "the old note stays drawn")
        host.tap("Score")
        XCTAssertEqual(counter.bodies, 2)
        XCTAssertTrue(host.render().contains("2 aa"), host.render())
        XCTAssertFalse(host.bodyEvaluations.contains { $0.hasPrefix("EquatableView") }, "a wrapper of SwiftUI's own")
    }

    func testEquatableViewByName() {
        let counter = Counter()
        let view = EquatableView(content: Score(score: 3, note: "x", counter: counter))
        XCTAssertEqual(view, EquatableView(content: Score(score: 3, note: "y", counter: counter)))
        let host = host(view, width: 200, height: 100)
        XCTAssertTrue(host.render().contains("3 x"))
    }
}
