import SwiftUI

// Exercise: a swipe card (chapter 2, after step 17).
//
// A card follows your finger to the left while you drag it. Let go after pulling it more than 80
// points to the left and it is archived, with an "Undo" button to bring it back; let go sooner
// and it should slide back into place. In the starter the card stays wherever the finger left
// it, and after "Undo" it comes back still pulled aside.
//
// Make the pull last only while the finger is down. Keep `SwipeCard()` (no arguments), the card
// marked `.accessibilityIdentifier("card")`, the button "Undo" and the texts: the checker drags
// the card by that name. Check your work with `learn check swipe-card`; `learn hint swipe-card`
// gives one hint at a time. Keep this file to declarations (no top-level statements).

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
