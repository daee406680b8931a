import Foundation
import XCTest
@testable import SwiftUI

/// A knob in the book's spirit (written afresh): a round control whose value follows a
/// horizontal drag across it, shown while the finger moves through @GestureState and kept
/// with @State when it lifts.
final class KnobTests: XCTestCase {
    struct Knob: View {
        @Binding var value: Double
        @GestureState private var change = 0.0

        var shown: Double { min(1, max(0, value + change)) }

        var body: some View {
            GeometryReader { proxy in
                Circle()
                    .fill(Color.gray)
                    .overlay(Text("\(Int((shown * 100).rounded()))"))
                    .gesture(
                        DragGesture(minimumDistance: 0)
                            .updating($change) { drag, change, _ in change = drag.translation.width / proxy.size.width }
                            .onEnded { drag in value = min(1, max(0, value + drag.translation.width / proxy.size.width)) }
                    )
            }
            .frame(width: 64, height: 32)
            .accessibilityIdentifier("knob")
        }
    }

    struct Panel: View {
        @State var volume = 0.25
        var body: some View {
            VStack(spacing: 0) {
                Knob(value: $volume)
                Text("Volume \(Int((volume * 100).rounded()))")
            }
        }
    }

    func testDraggingTheKnobTurnsItAndKeepsTheValue() {
        // Half the knob's width (32 of 64 points) to the right adds 0.5 to 0.25.
        let host = host(Panel(), width: 96, height: 48)
        XCTAssertEqual(host.renderedLines.last?.trimmingCharacters(in: .whitespaces), "Volume 25")
        XCTAssertTrue(host.drag("knob", from: CGPoint(x: 16, y: 16), to: CGPoint(x: 48, y: 16)))
        XCTAssertEqual(host.renderedLines.last?.trimmingCharacters(in: .whitespaces), "Volume 75")
        XCTAssertTrue(host.renderedLines.joined().contains("75"))
    }

    func testTheKnobStopsAtItsEnds() {
        let host = host(Panel(), width: 96, height: 48)
        XCTAssertTrue(host.drag("knob", from: CGPoint(x: 48, y: 16), to: CGPoint(x: -100, y: 16)))
        XCTAssertEqual(host.renderedLines.last?.trimmingCharacters(in: .whitespaces), "Volume 0")
    }
}
