// MUST PASS: the dismiss action gets a name of its own and is called through a method, and the title is set on the text inside the detail rather than on its stack; a title rises from anywhere inside the pushed view.
import SwiftUI

struct TeaDetail: View {
    var name: String
    @Environment(\.dismiss) var close

    private func finish() {
        close()
    }

    var body: some View {
        VStack(spacing: 16) {
            Text("Steep \(name) for three minutes")
                .navigationTitle(name)
            Button("Close", action: finish)
        }
    }
}

struct TeaList: View {
    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                NavigationLink("Assam") { TeaDetail(name: "Assam") }
                NavigationLink("Sencha") { TeaDetail(name: "Sencha") }
            }
            .navigationTitle("Teas")
        }
    }
}
