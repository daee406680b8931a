// MUST FAIL: the badge sits on the corner visually, but the view is padded by 12 points at the top and trailing edges and put in a ZStack with the badge, so the badged view grows and its neighbours move.
import SwiftUI

extension View {
    func badge(count: Int) -> some View {
        ZStack(alignment: .topTrailing) {
            self.padding(.top, 12).padding(.trailing, 12)
            if count != 0 {
                ZStack {
                    Circle().fill(Color.red)
                    Text("\(count)").foregroundColor(.white).font(.caption)
                }
                .frame(width: 24, height: 24)
            }
        }
    }
}
