// MUST PASS: the layout is a computed property returning AnyLayout, and the fields come from a ForEach over their labels; they keep one place in the tree whichever layout is used, so their text survives as in the reference.
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

    private var fieldsLayout: AnyLayout {
        if stacked {
            return AnyLayout(VStackLayout(alignment: .leading, spacing: 16))
        }
        return AnyLayout(HStackLayout(spacing: 16))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Toggle("Stacked", isOn: $stacked)
            fieldsLayout {
                ForEach(["First name", "Last name"], id: \.self) { label in
                    NameField(label: label)
                }
            }
        }
        .frame(width: 256)
    }
}
