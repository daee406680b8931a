import SwiftUI

// Reference solution for the name fields (chapter 5, after step 16).
//
// The two fields keep what was typed in their own @State. With `if stacked { VStack } else
// { HStack }` they would be in two different branches, and switching would make new fields with
// empty text. AnyLayout keeps them in one place in the tree and changes only the layout that
// arranges them, so their identity, and their state, survives the switch.

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
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: 16))
            : AnyLayout(HStackLayout(spacing: 16))
        VStack(alignment: .leading, spacing: 16) {
            Toggle("Stacked", isOn: $stacked)
            layout {
                NameField(label: "First name")
                NameField(label: "Last name")
            }
        }
        .frame(width: 256)
    }
}
