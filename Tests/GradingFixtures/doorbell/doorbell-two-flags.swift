// MUST FAIL (starting over hides the count): the starter as given: "Start over" resets the count but not the second piece of state that decides whether it is shown, so "Rings today: 0" stays.
import SwiftUI


struct Doorbell: View {
    @State private var rings = 0
    @State private var showsCount = false

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                Button("Ring") {
                    rings += 1
                    showsCount = true
                }
                Button("Start over") {
                    rings = 0
                }
            }
            if showsCount {
                Text("Rings today: \(rings)")
            }
        }
    }
}
