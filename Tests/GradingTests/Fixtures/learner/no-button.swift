import SwiftUI

struct Tally: View {
    var count: Int

    var body: some View {
        Text("\(count)")
            .padding(8)
            .background(Color.gray)
    }
}

struct Button<Label: View>: View {
    init(_ title: String, action: @escaping () -> Void) where Label == Text {}
    var body: some View { EmptyView() }
}
