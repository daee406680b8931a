import SwiftUI

// Reference solution for the swipe card (chapter 2, after step 17).
//
// How far the card is pulled is true only while the finger is down, so it is @GestureState:
// the drag sets it through `updating`, and SwiftUI puts it back to 0 the moment the finger
// lifts (or the gesture is cancelled), with no code of ours. Whether the card is archived must
// last, so it is @State, set once in `onEnded` when the pull went far enough to the left.

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
