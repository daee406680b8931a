// MUST FAIL (a short pull slides back; undo brings the card back in place): the starter as given: the pull is a @State set in `onChanged` and never reset, so the card stays where the finger left it, and comes back from "Undo" still pulled aside.
import SwiftUI

struct SwipeCard: View {
    @State private var archived = false
    @State private var pull: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if archived {
                HStack(spacing: 16) {
                    Text("Archived")
                    Button("Undo") { archived = false }
                }
            } else {
                Text("Lunch on Friday?")
                    .frame(width: 160, height: 32)
                    .background(Color.yellow)
                    .offset(x: min(pull, 0))
                    .gesture(
                        DragGesture()
                            .onChanged { drag in
                                pull = drag.translation.width
                            }
                            .onEnded { drag in
                                if drag.translation.width < -80 {
                                    archived = true
                                }
                            }
                    )
                    .accessibilityIdentifier("card")
            }
        }
        .frame(width: 240, height: 32, alignment: .leading)
    }
}
