// MUST FAIL: the badge is drawn inside the view's top-trailing corner (no offset), so its centre is 12 points left of and below the corner instead of on it.
import SwiftUI

extension View {
    func badge(count: Int) -> some View {
        overlay(alignment: .topTrailing) {
            if count != 0 {
                ZStack {
                    Circle().fill(Color.red)
                    Text("\(count)").foregroundColor(.white)
                }
                .frame(width: 24, height: 24)
            }
        }
    }
}
