import SwiftUI

struct Tally: View {
    var count: Int

    var body: some View {
        let digits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
        return Text("\(digits[count])")
            .padding(8)
            .background(Color.gray)
    }
}
