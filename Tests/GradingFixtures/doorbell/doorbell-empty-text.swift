// MUST FAIL (a new log shows no count; starting over hides the count; starting over before any ring): hides the count by giving the text an empty string, but an empty text is still a view in the stack, so the stack keeps its spacing and the log is taller than the reference.
import SwiftUI

struct Doorbell: View {
    @State private var rings = 0

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                Button("Ring") { rings += 1 }
                Button("Start over") { rings = 0 }
            }
            Text(rings > 0 ? "Rings today: \(rings)" : "")
        }
    }
}
