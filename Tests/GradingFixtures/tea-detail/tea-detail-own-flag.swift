// MUST FAIL: "Close" sets a @State flag of the detail's own and the detail then draws nothing; the screen stays pushed (or the sheet stays up), empty, instead of going away.
import SwiftUI

struct TeaDetail: View {
    var name: String
    @State private var closed = false

    var body: some View {
        VStack(spacing: 16) {
            if !closed {
                Text("Steep \(name) for three minutes")
                Button("Close") { closed = true }
            }
        }
        .navigationTitle(name)
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
