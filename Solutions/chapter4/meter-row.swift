import SwiftUI

// Reference solution for the meter-row exercise (chapter 4, step 12).
//
// An HStack serves its children from the least flexible to the most flexible, offering each an
// equal share of what is left. A text ranges from 0 to its ideal width, so in a narrow row it is
// offered less than it needs and truncates. `.fixedSize()` makes each text's minimum its ideal
// width: it has no flexibility at all, takes its whole width whatever its share, and the bar,
// the most flexible child, gets what the texts leave.

struct MeterRow: View {
    let label: String
    let value: String

    var body: some View {
        HStack {
            Text(label)
                .fixedSize()
            Color.blue
                .frame(height: 16)
            Text(value)
                .fixedSize()
        }
    }
}
