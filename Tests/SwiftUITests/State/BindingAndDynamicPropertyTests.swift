import Foundation
import XCTest
@testable import SwiftUI

final class BindingAndDynamicPropertyTests: XCTestCase {
    /// `$volumes[0]` is a binding to one element; `Binding(get:set:)` and `.constant` work too.
    struct Mixer: View {
        @State var volumes = [1, 5]
        var body: some View {
            VStack {
                Channel(level: $volumes[0], name: "left")
                Channel(level: $volumes[1], name: "right")
                Channel(level: Binding(get: { volumes.reduce(0, +) }, set: { _ in }), name: "sum")
                Channel(level: .constant(9), name: "fixed")
            }
        }
    }

    struct Channel: View {
        @Binding var level: Int
        let name: String
        var body: some View { Button("\(name) \(level)") { level += 1 } }
    }

    func testElementCustomAndConstantBindings() {
        let host = TerminalHost(rootView: Mixer())
        host.tap("left 1")
        host.tap("right 5")
        host.tap("fixed 9")
        let picture = host.render()
        XCTAssertTrue(picture.contains("left 2") && picture.contains("right 6") && picture.contains("sum 8") && picture.contains("fixed 9"), picture)
    }

    /// A custom DynamicProperty built from @State keeps its storage per view, like the state inside it.
    struct Toggleable: DynamicProperty {
        @State var isOn = false
        func flip() { isOn.toggle() }
    }

    struct Lamp: View {
        let toggleable = Toggleable()
        var body: some View { Button(toggleable.isOn ? "on" : "off") { toggleable.flip() } }
    }

    func testCustomDynamicPropertyKeepsItsState() {
        let host = TerminalHost(rootView: Lamp())
        host.tap("off")
        XCTAssertTrue(host.render().contains("on"), host.render())
        host.tap("on")
        XCTAssertTrue(host.render().contains("off"))
    }

    /// Combine's subjects and assign work as in Apple's Combine (OpenCombine underneath).
    func testCombineSubjectsAndAssign() {
        final class Target { var value = 0 }
        let target = Target()
        let current = CurrentValueSubject<Int, Never>(1)
        let passthrough = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        let assigned = current.assign(to: \.value, on: target)
        let sink = passthrough.sink { seen.append($0) }
        current.send(7)
        passthrough.send(3)
        XCTAssertEqual(target.value, 7)
        XCTAssertEqual(seen, [3])
        withExtendedLifetime((assigned, sink)) {}
    }

    struct Chore: Identifiable {
        let id: Int
        var name: String
        var done = false
    }

    struct Chores: View {
        @State var chores = [Chore(id: 1, name: "Dishes"), Chore(id: 2, name: "Laundry")]
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                ForEach($chores) { $chore in
                    Toggle(chore.name, isOn: $chore.done).frame(width: 160)
                }
                Text(chores.filter(\.done).map(\.name).joined(separator: ", ")).accessibilityIdentifier("done")
                Button("Drop first") { chores.removeFirst() }
            }
        }
    }

    /// A binding to a collection is a collection of bindings (SwiftUI, iOS 15: "ForEach($items)
    /// { $item in … }"), each identified as its element is, so a row keeps its identity.
    func testForEachOverABindingHandsEachRowABindingToItsElement() {
        let h = TerminalHost(rootView: Chores(), proposal: ProposedViewSize(width: 320, height: 160))
        XCTAssertTrue(h.toggle("Laundry"))
        XCTAssertTrue(h.render().contains("\nLaundry\n"), h.render())
        h.tap("Drop first")
        XCTAssertEqual(h.frame(ofIdentifier: "done")?.width, 56, "\"Laundry\" is still done")
        XCTAssertTrue(h.toggle("Laundry"))
        XCTAssertEqual(h.frame(ofIdentifier: "done")?.width, 0, "the binding now reaches the element at its new position")
    }

    func testABindingToACollectionCountsAndIndexesItsElements() {
        var numbers = [1, 2, 3]
        let binding = Binding(get: { numbers }, set: { numbers = $0 })
        XCTAssertEqual(binding.count, 3)
        binding.last?.wrappedValue = 30
        XCTAssertEqual(numbers, [1, 2, 30])
        XCTAssertEqual(binding.map(\.wrappedValue), [1, 2, 30])
    }
}
