// MUST PASS: aligns the label with a second, flexible frame inside the fixed one (maxWidth: .infinity, alignment: .leading) and pads each side separately; the label still lands at the leading edge, in both directions.
import SwiftUI

struct FormField: View {
    let label: String

    var body: some View {
        Text(label)
            .padding(.leading, 8)
            .padding(.trailing, 8)
            .frame(maxWidth: .infinity, alignment: .leading)
            .frame(width: 200, height: 48)
            .border(Color.gray)
    }
}
