// MUST FAIL (the scenarios that end stacked): AnyLayout keeps the text, but neither VStackLayout nor the outer stack is given an alignment, so the stacked fields are centred in the form instead of lined up on its leading edge.
import SwiftUI

struct NameField: View {
    var label: String
    @State private var text = ""

    var body: some View {
        TextField(label, text: $text)
            .frame(width: 120)
            .border(Color.gray)
    }
}

struct NameForm: View {
    @State private var stacked = false

    var body: some View {
        let layout = stacked
            ? AnyLayout(VStackLayout(spacing: 16))
            : AnyLayout(HStackLayout(spacing: 16))
        VStack(spacing: 16) {
            Toggle("Stacked", isOn: $stacked)
            layout {
                NameField(label: "First name")
                NameField(label: "Last name")
            }
        }
        .frame(width: 256)
    }
}
