// A tour of the layout runtime: run it with `learn run Examples/LayoutTour.swift`.
import SwiftUI

// The book's HStack experiment, with a 93-point bar standing in for "Hello, World".
let row = HStack {
    Color.blue.frame(width: 93, height: 16).accessibilityIdentifier("fixed")
    Rectangle().fill(Color.red).frame(minWidth: 200).accessibilityIdentifier("flexible")
}
.frame(height: 32)

for width in [400.0, 250.0] {
    let host = TerminalHost(rootView: row, proposal: ProposedViewSize(width: width, height: 32))
    print("Proposed \(Int(width)) points: the stack chose \(host.size.width) × \(host.size.height)")
    print("  the flexible rectangle:", host.frame(ofIdentifier: "flexible")!)
}

// A badge in the top-trailing corner that does not move anything around it.
let badge = Color.gray
    .frame(width: 80, height: 32)
    .overlay(alignment: .topTrailing) {
        Circle().fill(Color.red).frame(width: 24, height: 24).offset(x: 12, y: -12)
            .accessibilityIdentifier("badge")
    }
    .padding(16)

let host = TerminalHost(rootView: badge, proposal: ProposedViewSize(width: 200, height: 100))
print(host.render())
print("The badge's frame:", host.frame(ofIdentifier: "badge")!)
print()
print("How each view got its size:")
print(host.layoutTrace())
