// MUST FAIL (a second press switches it off; three presses: on again): the action sets the state to true instead of toggling it, so once lit the lamp never goes off again.
import SwiftUI

struct DeskLamp: View {
    @State private var isOn = false

    var body: some View {
        VStack(spacing: 16) {
            Button(isOn ? "Switch off" : "Switch on") {
                isOn = true
            }
            if isOn {
                Image(systemName: "lightbulb.fill")
            } else {
                Text("dark")
            }
        }
    }
}
