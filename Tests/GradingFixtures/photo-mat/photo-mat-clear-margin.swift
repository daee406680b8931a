// MUST FAIL: the orange comes before the 16-point padding, so it covers only the yellow card and the mat around it is clear.
import SwiftUI

struct PhotoMat: View {
    var caption: String

    var body: some View {
        Text(caption)
            .foregroundStyle(.black)
            .padding(.horizontal, 8)
            .background(Color.yellow)
            .background(Color.orange)
            .padding(16)
    }
}
