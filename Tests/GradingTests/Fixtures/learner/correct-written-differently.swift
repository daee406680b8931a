import SwiftUI

// The same drawing as the reference, made another way: padding per axis, a filled Rectangle
// behind it, and the number formatted with String(_:).
struct Tally: View {
    var count: Int

    var body: some View {
        Text(String(count))
            .padding(.horizontal, 8)
            .padding(.vertical, 8)
            .background(Rectangle().fill(Color.gray))
    }
}
