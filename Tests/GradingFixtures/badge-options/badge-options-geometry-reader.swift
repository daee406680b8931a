// MUST PASS: the options (alignment, diameter, colour) with the badge placed by .position inside a GeometryReader in the overlay: the reader is the view's size and takes no part in the layout, and the circle's centre goes on the corner's point, mirrored right to left with the rest of the layout.
import SwiftUI

extension View {
    func badge(count: Int, alignment: Alignment = .topTrailing, diameter: CGFloat = 24, color: Color = .red) -> some View {
        overlay {
            GeometryReader { proxy in
                if count != 0 {
                    let corner = cornerPoint(alignment, in: proxy.size)
                    Circle()
                        .fill(color)
                        .frame(width: diameter, height: diameter)
                        .overlay { Text("\(count)").font(.caption).foregroundColor(.white) }
                        .position(x: corner.x, y: corner.y)
                }
            }
        }
    }
}

private func cornerPoint(_ alignment: Alignment, in size: CGSize) -> CGPoint {
    let x: CGFloat = alignment.horizontal == .leading ? 0 : alignment.horizontal == .trailing ? size.width : size.width / 2
    let y: CGFloat = alignment.vertical == .top ? 0 : alignment.vertical == .bottom ? size.height : size.height / 2
    return CGPoint(x: x, y: y)
}
