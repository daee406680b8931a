// MUST FAIL (a pull to the right does nothing): measures the pull with `abs`, so a long pull to the right archives the card too.
import SwiftUI

struct SwipeCard: View {
    @State private var archived = false
    @GestureState private var pull: CGFloat = 0

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
                            .updating($pull) { drag, pull, _ in
                                pull = drag.translation.width
                            }
                            .onEnded { drag in
                                if abs(drag.translation.width) > 80 {
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
