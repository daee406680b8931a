import SwiftUI

// Reference solution for the legend-item exercise (chapter 4, step 2).
//
// A colour takes whatever it is offered, so in a stack it grows to its share of the row and to
// the row's whole height. `.fixedSize()` proposes nil in both dimensions instead, which asks the
// colour for its ideal size: 10×10 points for a colour or a shape. The stack's height is its
// tallest child's, the label's one row, and the key is centred on it.

struct LegendItem: View {
    let color: Color
    let label: String

    var body: some View {
        HStack {
            color
                .fixedSize()
            Text(label)
        }
    }
}
