// MUST FAIL (the pushed detail): "Close" works through dismiss, but the detail sets no title, so while it is on top the bar shows only the back button.
import SwiftUI

struct TeaDetail: View {
    var name: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Text("Steep \(name) for three minutes")
            Button("Close") { dismiss() }
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
