import SwiftUI

struct Tally: View {
    var count: Int

    var body: some View {
        var steps = 0
        while count == 12 {
            steps += 1
        }
        return Text("\(count + steps)")
            .padding(8)
            .background(Color.gray)
    }
}
