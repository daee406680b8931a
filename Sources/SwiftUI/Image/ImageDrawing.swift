import Foundation

/// A picture as the display list holds it: the image's name and pixels, and how they fill the
/// item's frame (stretched, or tiled, between the cap insets that keep their size).
///
/// The canvas draws it in half-block cells, each half sampled here; plain text draws a box with
/// the name in it.
package struct ImageDrawing: Equatable {
    /// The name the image was made with: `Image("name")`, or the file an `AsyncImage` loaded.
    package let name: String
    /// The picture's size in pixels.
    package let pixelWidth: Int
    package let pixelHeight: Int
    /// The pixels, 4 bytes each (red, green, blue, alpha), row by row from the top.
    let rgba: [UInt8]
    let capInsets: EdgeInsets
    let resizingMode: Image.ResizingMode
    let interpolation: Image.Interpolation
    /// Drawn as a mask in the item's colour (`renderingMode(.template)`), not in its own colours.
    let isTemplate: Bool

    /// The colour the picture shows over `area` (points, in the frame's coordinates, the
    /// frame's origin at zero), with its alpha: the nearest pixel with `.none` interpolation,
    /// otherwise the average of the pixels the area covers, as a smoothing filter would make it.
    func color(over area: CGRect, frameSize: CGSize) -> (red: Float, green: Float, blue: Float, alpha: Float) {
        let horizontal = Axis(length: frameSize.width, pixels: pixelWidth, leading: capInsets.leading, trailing: capInsets.trailing, tiles: resizingMode == .tile)
        let vertical = Axis(length: frameSize.height, pixels: pixelHeight, leading: capInsets.top, trailing: capInsets.bottom, tiles: resizingMode == .tile)
        let columns: ClosedRange<Int>, rows: ClosedRange<Int>
        if interpolation == .none || resizingMode == .tile {
            columns = horizontal.pixel(at: area.midX)...horizontal.pixel(at: area.midX)
            rows = vertical.pixel(at: area.midY)...vertical.pixel(at: area.midY)
        } else {
            columns = horizontal.pixels(from: area.minX, to: area.maxX)
            rows = vertical.pixels(from: area.minY, to: area.maxY)
        }
        // At most 4×4 pixels evenly spread over the area are averaged, so that a large photo
        // shrunk into a few cells costs no more to draw than a small one.
        let columnStep = max(1, columns.count / 4), rowStep = max(1, rows.count / 4)
        var red: Float = 0, green: Float = 0, blue: Float = 0, alpha: Float = 0, count: Float = 0
        rgba.withUnsafeBufferPointer { pixels in
            for row in stride(from: rows.lowerBound, through: rows.upperBound, by: rowStep) {
                for column in stride(from: columns.lowerBound, through: columns.upperBound, by: columnStep) {
                    let index = (row * pixelWidth + column) * 4
                    let weight = Float(pixels[index + 3]) / 255
                    red += Float(pixels[index]) / 255 * weight
                    green += Float(pixels[index + 1]) / 255 * weight
                    blue += Float(pixels[index + 2]) / 255 * weight
                    alpha += weight
                    count += 1
                }
            }
        }
        guard alpha > 0 else { return (0, 0, 0, 0) }
        return (red / alpha, green / alpha, blue / alpha, alpha / count)
    }

    /// How points along one side of the frame map to pixels: cap insets keep their pixel size
    /// at both ends, and the middle is stretched or tiled (`resizable(capInsets:resizingMode:)`).
    private struct Axis {
        let length: CGFloat
        let pixels: Int
        let leading: CGFloat
        let trailing: CGFloat
        let tiles: Bool

        func position(at point: CGFloat) -> CGFloat {
            let count = CGFloat(pixels)
            let (start, end) = (min(max(leading, 0), count), min(max(trailing, 0), count))
            if point < start { return point }
            if point > length - end { return count - (length - point) }
            let middle = length - start - end, pixelMiddle = max(count - start - end, 0)
            guard middle > 0, pixelMiddle > 0 else { return start }
            let offset = point - start
            return start + (tiles ? offset.truncatingRemainder(dividingBy: pixelMiddle) : offset / middle * pixelMiddle)
        }

        func pixel(at point: CGFloat) -> Int {
            clamped(Int(position(at: point).rounded(.down)))
        }

        /// The pixels whose centres lie between `from` and `to`; the nearest one when none does.
        func pixels(from: CGFloat, to: CGFloat) -> ClosedRange<Int> {
            let first = clamped(Int((position(at: from) - 0.5).rounded(.up)))
            let last = clamped(Int((position(at: to) - 0.5).rounded(.down)))
            return first <= last ? first...last : pixel(at: (from + to) / 2)...pixel(at: (from + to) / 2)
        }

        private func clamped(_ index: Int) -> Int { min(max(index, 0), pixels - 1) }
    }
}
