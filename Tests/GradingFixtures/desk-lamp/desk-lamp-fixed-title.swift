// MUST FAIL (one press lights the bulb; a second press switches it off; three presses: on again; lit, in the dark appearance): the state works, but the button always says "Switch on", so once the lamp is lit its title is wrong and there is no "Switch off" to press.
import SwiftUI

struct DeskLamp: View {
    @State private var isOn = false

    var body: some View {
        VStack(spacing: 16) {
            Button("Switch on") {
                isOn.toggle()
            }
            if isOn {
                Image(systemName: "lightbulb.fill")
            } else {
                Text("dark")
            }
        }
    }
}
