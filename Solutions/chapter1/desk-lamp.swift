import SwiftUI

// Reference solution for the desk-lamp exercise (chapter 1, after step 10).
//
// The lamp's state is @State: SwiftUI keeps it outside the struct and runs `body` again whenever
// the button's action changes it. The new description has the same type; only the button's title
// and the branch of the if/else differ.

struct DeskLamp: View {
    @State private var isOn = false

    var body: some View {
        VStack(spacing: 16) {
            Button(isOn ? "Switch off" : "Switch on") {
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
