import SwiftUI

struct Tally: View {
    var value: Int

    var body: some View {
        Text("\(value)").padding(8).background(Color.gray)
    }
}
