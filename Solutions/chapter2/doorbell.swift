import SwiftUI

// Reference solution for the doorbell log (chapter 2, after step 1).
//
// Whether the count is shown is not a second piece of state: it follows from the count, and the
// body says how, once. Every action only changes `rings`, and the `if` in body decides what the
// screen shows after "Ring" and after "Start over" alike, so the two can never disagree.

struct Doorbell: View {
    @State private var rings = 0

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                Button("Ring") { rings += 1 }
                Button("Start over") { rings = 0 }
            }
            if rings > 0 {
                Text("Rings today: \(rings)")
            }
        }
    }
}
