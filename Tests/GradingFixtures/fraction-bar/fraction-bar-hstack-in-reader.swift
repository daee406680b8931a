// MUST PASS: the reader holds a row of the bar and a spacer, and the fraction is clamped with a switch-free helper; the row fills the reader, so the bar is drawn where the reference draws it.
import SwiftUI

struct FractionBar: View {
    var fraction: Double

    private var clamped: Double {
        fraction < 0 ? 0 : (fraction > 1 ? 1 : fraction)
    }

    var body: some View {
        GeometryReader { proxy in
            HStack(spacing: 0) {
                Color.blue
                    .frame(width: proxy.size.width * clamped)
                Spacer(minLength: 0)
            }
        }
        .frame(height: 16)
        .border(Color.gray)
    }
}
