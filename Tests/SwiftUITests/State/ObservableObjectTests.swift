import Foundation
import XCTest
@testable import SwiftUI

/// ObservableObject with @Published, observed, owned and environment objects, and the timer
/// counter of seed 004 (the observable-objects tutorial), driven by the virtual clock.
final class ObservableObjectTests: XCTestCase {
    final class TimerData: ObservableObject {
        @Published var timeCount = 0
        private var timer: AnyCancellable?

        init() {
            timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { [weak self] _ in
                self?.timeCount += 1
            }
        }

        func resetCount() { timeCount = 0 }
    }

    struct ContentView: View {
        @StateObject var timerData = TimerData()
        var body: some View {
            VStack {
                Text("Timer count = \(timerData.timeCount)")
                Button("Reset Counter") { timerData.resetCount() }
                SecondView()
            }
            .environmentObject(timerData)
        }
    }

    struct SecondView: View {
        @EnvironmentObject var timerData: TimerData
        var body: some View {
            Text("Second view count = \(timerData.timeCount)")
        }
    }

    func testTimerCounterAdvancesWithTheVirtualClock() {
        let host = TerminalHost(rootView: ContentView())
        XCTAssertTrue(host.render().contains("Timer count = 0"))
        host.advance(by: 3)
        XCTAssertTrue(host.render().contains("Timer count = 3"), host.render())
        XCTAssertTrue(host.render().contains("Second view count = 3"), host.render())
        XCTAssertEqual(Set(host.bodyEvaluations), ["ContentView", "SecondView"])
        host.tap("Reset Counter")
        XCTAssertTrue(host.render().contains("Timer count = 0"))
        host.advance(by: 1.5)
        XCTAssertTrue(host.render().contains("Timer count = 1"), host.render())
    }

    final class Counter: ObservableObject {
        @Published var value = 0
        nonisolated(unsafe) static var made = 0
        init() { Counter.made += 1 }
    }

    struct Owner: View {
        @StateObject var counter = Counter()
        @State var unrelated = 0
        var body: some View {
            VStack {
                Button("Increment") { counter.value += 1 }
                Button("Other") { unrelated += 1 }
                Text("\(counter.value) \(unrelated)")
                Reader(counter: counter)
            }
        }
    }

    struct Reader: View {
        @ObservedObject var counter: Counter
        var body: some View { Text("reader \(counter.value)") }
    }

    /// A StateObject is made once per identity: later initial values are ignored.
    func testStateObjectIsMadeOnceAndObservedObjectsUpdate() {
        Counter.made = 0
        let host = TerminalHost(rootView: Owner())
        host.tap("Increment")
        host.tap("Other")
        host.tap("Increment")
        XCTAssertTrue(host.render().contains("2 1"), host.render())
        XCTAssertTrue(host.render().contains("reader 2"))
        XCTAssertEqual(Counter.made, 1)
    }

    /// `$model.property` makes a binding into an observed object.
    struct Volume: View {
        @ObservedObject var model: Model
        var body: some View { Doubler(value: $model.level) }
    }

    final class Model: ObservableObject { @Published var level = 1 }

    struct Doubler: View {
        @Binding var value: Int
        var body: some View { Button("Double \(value)") { value *= 2 } }
    }

    func testBindingIntoAnObservedObject() {
        let model = Model()
        let host = TerminalHost(rootView: Volume(model: model))
        host.tap("Double 1")
        host.tap("Double 2")
        XCTAssertEqual(model.level, 4)
        XCTAssertTrue(host.render().contains("Double 4"))
    }
}
