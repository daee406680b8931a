// MUST FAIL: the colours swapped between the two layers: orange on the card right behind the caption and yellow on the outer mat.
import SwiftUI

struct PhotoMat: View {
    var caption: String

    var body: some View {
        Text(caption)
            .foregroundStyle(.black)
            .padding(.horizontal, 8)
            .background(Color.orange)
            .padding(16)
            .background(Color.yellow)
    }
}
