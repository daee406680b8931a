import SwiftUI

// Reference solution for the cup counter (chapter 2, after step 4).
//
// The count is the counter's own @State: SwiftUI keeps it outside the struct, for as long as
// the view is on screen, so the actions can change it and every change runs the body again.
// Because it is state and not a value handed down by the parent, the count also survives when
// a parent's body runs again and makes a new CupCounter value.

struct CupCounter: View {
    @State private var cups = 0

    var body: some View {
        VStack(spacing: 16) {
            Text("Cups: \(cups)")
            HStack(spacing: 16) {
                Button("Pour") {
                    cups += 1
                }
                Button("Drink") {
                    if cups > 0 {
                        cups -= 1
                    }
                }
            }
        }
    }
}
