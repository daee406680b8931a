import SwiftUI

// Reference solution for the tea detail (chapter 3, after step 12).
//
// The detail reads the dismiss action from its environment and calls it: pushed by a link, it
// pops itself; presented in a sheet, it closes the sheet. navigationTitle(_:) on the detail's
// content names the screen, and the bar shows it while the detail is on top.

struct TeaDetail: View {
    var name: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Text("Steep \(name) for three minutes")
            Button("Close") { dismiss() }
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
