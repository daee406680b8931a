// MUST FAIL (every scenario that ends with cups on the table): keeps the count in a plain class, which the actions can change but SwiftUI does not watch, so the text never changes from "Cups: 0".
import SwiftUI

final class CupTally {
    var cups = 0
}

struct CupCounter: View {
    let tally = CupTally()

    var body: some View {
        VStack(spacing: 16) {
            Text("Cups: \(tally.cups)")
            HStack(spacing: 16) {
                Button("Pour") { tally.cups += 1 }
                Button("Drink") {
                    if tally.cups > 0 { tally.cups -= 1 }
                }
            }
        }
    }
}
