import Foundation
import XCTest
@testable import SwiftUI

/// Drag and drop within an app, as iOS 16's `draggable(_:)` and `dropDestination(for:action:isTargeted:)`
/// do it: Apple's documentation of `dropDestination`: the action gets "the collection of items
/// dropped" and "the location of the drop relative to the target view", and returns whether the
/// drop succeeded; `isTargeted` is "called when a drag and drop operation enters or exits the drop
/// target area". `host.drop(_:onto:)` drags one view onto another as a finger would.
final class DragAndDropTests: XCTestCase {
    struct Board: View {
        @State private var todo = ["Walk", "Read"]
        @State private var done: [String] = []
        @State private var events: [String] = []

        var body: some View {
            VStack(alignment: .leading) {
                column("To do", cards: todo)
                    .dropDestination(for: String.self) { items, _ in
                        move(items, to: \.todo)
                    }
                column("Done", cards: done)
                    .dropDestination(for: String.self) { items, _ in
                        move(items, to: \.done)
                    } isTargeted: { events.append("Done targeted \($0)") }
                Text(events.joined(separator: ", "))
            }
        }

        private func column(_ title: String, cards: [String]) -> some View {
            VStack(alignment: .leading) {
                Text(title)
                ForEach(cards, id: \.self) { card in
                    Text(card).draggable(card)
                }
            }
        }

        private func move(_ items: [String], to column: ReferenceWritableKeyPath<Board, [String]>) -> Bool {
            todo.removeAll { items.contains($0) }
            done.removeAll { items.contains($0) }
            self[keyPath: column].append(contentsOf: items)
            return true
        }
    }

    func testDroppingACardOnAColumnGivesItTheCardAndTargetsItMeanwhile() {
        let host = TerminalHost(rootView: Board())
        XCTAssertTrue(host.drop("Walk", onto: "Done"))
        XCTAssertEqual(lines(host.render()), ["To do", "Read", "Done", "Walk", "Done targeted true, Done targeted false"])
        XCTAssertTrue(host.drop("Walk", onto: "Read"))
        XCTAssertEqual(lines(host.render()).prefix(4), ["To do", "Read", "Walk", "Done"])
    }

    struct Target: View {
        @State private var dropped = "nothing"
        var body: some View {
            VStack(spacing: 0) {
                Text("Source").draggable("payload")
                Color.clear.frame(width: 80, height: 32)
                Text("Spot").frame(width: 80, height: 32)
            }
            .frame(width: 160)
            .dropDestination(for: String.self) { items, location in
                dropped = "\(items) at \(Int(location.x)),\(Int(location.y))"
                return true
            }
            .overlay(alignment: .bottom) { Text(dropped).offset(y: 16) }
        }
    }

    /// The location is the middle of the view dropped on, in the destination's own points: the
    /// stack is 160 wide, "Spot" is centred in it (x 80) and its 32-point frame starts below the
    /// 16-point source and the 32-point clear colour (y 48 + 16 = 64).
    func testTheActionGetsTheDropsPlaceInTheDestinationsOwnPoints() {
        let host = TerminalHost(rootView: Target())
        XCTAssertTrue(host.drop("Source", onto: "Spot"))
        XCTAssertTrue(host.render().contains("[\"payload\"] at 80,64"), host.render())
    }

    struct Card: Codable, Transferable {
        var title: String
        static var transferRepresentation: some TransferRepresentation {
            CodableRepresentation(contentType: .card)
            ProxyRepresentation(exporting: \.title)
        }
    }

    struct Deck: View {
        @State private var cards: [String] = []
        @State private var notes: [String] = []
        var body: some View {
            VStack {
                Text("Ace").draggable(Card(title: "Ace of spades"))
                Text("Cards \(cards.joined())").dropDestination(for: Card.self) { items, _ in
                    cards += items.map(\.title)
                    return true
                }
                Text("Notes \(notes.joined())").dropDestination(for: String.self) { items, _ in
                    notes += items
                    return true
                }
            }
        }
    }

    /// A destination for the dragged type gets the value itself; one for `String` gets what the
    /// type's `ProxyRepresentation` makes of it, as SwiftUI picks a representation both sides share.
    func testADropOfAnotherTypeGoesThroughTheProxyRepresentation() {
        let host = TerminalHost(rootView: Deck())
        XCTAssertTrue(host.drop("Ace", onto: "Cards "))
        XCTAssertTrue(host.drop("Ace", onto: "Notes "))
        XCTAssertEqual(lines(host.render()), ["Ace", "Cards Ace of spades", "Notes Ace of spades"])
    }

    struct Heads: Transferable {
        static var transferRepresentation: some TransferRepresentation { ProxyRepresentation { (_: Heads) in Tails() } }
    }

    struct Tails: Transferable {
        static var transferRepresentation: some TransferRepresentation { ProxyRepresentation { (_: Tails) in Heads() } }
    }

    /// Two types that are each other's proxy: a drop for a third type finds nothing, rather
    /// than converting back and forth for ever.
    func testProxiesThatLeadBackToEachOtherEndTheSearch() {
        XCTAssertNil(Heads().transferred(as: String.self))
        XCTAssertNotNil(Heads().transferred(as: Tails.self))
    }

    struct Plain: View {
        var body: some View {
            VStack {
                Text("Still")
                Text("Number").draggable(Data([1]))
                Text("Words").dropDestination(for: String.self) { _, _ in true }
            }
        }
    }

    /// What a person could not do is said, and nothing is dropped.
    func testAViewThatCannotBeDraggedOrDroppedOnSaysSo() {
        let host = TerminalHost(rootView: Plain())
        let warnings = collectingWarnings {
            XCTAssertFalse(host.drop("Still", onto: "Words"))
            XCTAssertFalse(host.drop("Number", onto: "Words"))
            XCTAssertFalse(host.drop("Number", onto: "Nowhere"))
        }
        XCTAssertEqual(warnings.count, 3, "\(warnings)")
        XCTAssertTrue(warnings[0].contains("\"Still\" cannot be dragged"), warnings[0])
        XCTAssertTrue(warnings[1].contains("\"Words\" takes no drop of a Data"), warnings[1])
        XCTAssertTrue(warnings[2].contains("No view named \"Nowhere\""), warnings[2])
    }

    /// Apple's `UTType`: a type conforms to itself and to its parents (`public.plain-text` is
    /// `public.text`, which is `public.data`); a declared type conforms to what it names.
    func testTypeIdentifiersConformToTheirParents() {
        XCTAssertTrue(UTType.plainText.conforms(to: .text))
        XCTAssertTrue(UTType.plainText.conforms(to: .data))
        XCTAssertFalse(UTType.text.conforms(to: .plainText))
        XCTAssertTrue(UTType.card.conforms(to: .json))
        XCTAssertEqual(UTType("public.json"), .json)
        XCTAssertEqual(UTType(filenameExtension: "PNG"), .png)
        XCTAssertNil(UTType("com.example.unknown"))
    }

    private func lines(_ picture: String) -> [String] {
        picture.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

extension UTType {
    static let card = UTType(exportedAs: "com.example.card", conformingTo: .json)
}
