import SwiftUI

// Exercise: name fields that keep their text (chapter 5, after step 16, AnyLayout).
//
// Two text fields, side by side or one above the other as a toggle says. Each field keeps what
// was typed into it in its own state. This one switches with `if` and `else`, so what was typed
// is lost whenever the toggle changes. Fix it as the instructions
// (`learn exercises name-fields`) describe.
//
// Check your work with `learn check name-fields`; `learn hint name-fields` gives one hint at a
// time. Keep this file to declarations: the checker adds the code that builds each scenario.

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
        VStack(alignment: .leading, spacing: 16) {
            Toggle("Stacked", isOn: $stacked)
            if stacked {
                VStack(alignment: .leading, spacing: 16) {
                    NameField(label: "First name")
                    NameField(label: "Last name")
                }
            } else {
                HStack(spacing: 16) {
                    NameField(label: "First name")
                    NameField(label: "Last name")
                }
            }
        }
        .frame(width: 256)
    }
}
