// MUST PASS: keeps the pull in @State, as the starter does, but puts it back to 0 itself in `onEnded`: written differently, it draws and behaves the same (though a cancelled drag would leave the pull behind, which @GestureState cannot).
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
                                pull = 0
                                archived = drag.translation.width < -80
                            }
                    )
                    .accessibilityIdentifier("card")
            }
        }
        .frame(width: 240, height: 32, alignment: .leading)
    }
}
