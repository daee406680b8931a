import SwiftUI

// Exercise: a badge view (chapter 4).
//
// Make `badge(count:)` draw a small red circle with the count in white, centred on the
// top-trailing corner of the view it is called on, without changing the layout of that view
// or of anything around it. When the count is 0, nothing is drawn.
//
// Check your work with `learn check badge`; it draws each scenario with your code and with the
// reference solution, side by side. `learn hint badge` gives one hint at a time.
//
// Keep this file to declarations (no top-level statements): the checker adds the code that
// builds each scenario.

extension View {
    func badge(count: Int) -> some View {
        // Replace this line: for now the view comes back unchanged, with no badge.
        self
    }
}
