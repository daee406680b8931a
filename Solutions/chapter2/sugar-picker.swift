import SwiftUI

// Reference solution for the sugar picker (chapter 2, after step 6).
//
// The number of lumps has one owner, TeaOrder, which keeps it as @State: the order line reads
// it and "Start over" resets it. The picker only shows and changes it, so it takes a @Binding,
// and TeaOrder hands it `$lumps`. Every change the picker makes is a change to TeaOrder's state,
// so both texts always agree.

/// Two buttons around the number of lumps of sugar. "Less" never goes below none.
struct SugarPicker: View {
    @Binding var lumps: Int

    var body: some View {
        HStack(spacing: 16) {
            Button("Less") {
                if lumps > 0 {
                    lumps -= 1
                }
            }
            Text("\(lumps) lumps")
            Button("More") {
                lumps += 1
            }
        }
    }
}

struct TeaOrder: View {
    @State private var lumps = 0

    var body: some View {
        VStack(spacing: 16) {
            SugarPicker(lumps: $lumps)
            Text("Order: tea, sugar \(lumps)")
            Button("Start over") {
                lumps = 0
            }
        }
    }
}
