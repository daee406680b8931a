import TerminalSupport
/// SGR colour codes for a colour at each depth, choosing the nearest palette colour where the
/// terminal has a palette.
enum ANSIPalette {
    /// The SGR parameters that set `color` as the foreground or background.
    static func code(for color: CanvasColor, depth: ColorDepth, isBackground: Bool) -> String {
        switch depth {
        case .none:
            return ""
        case .ansi16:
            let index = nearest(to: color, among: standardColors)
            let base = isBackground ? 40 : 30
            return String(index < 8 ? base + index : base + 60 + index - 8)
        case .ansi256:
            return (isBackground ? "48;5;" : "38;5;") + String(nearest256(to: color))
        case .trueColor:
            return (isBackground ? "48;2;" : "38;2;") + "\(color.red);\(color.green);\(color.blue)"
        }
    }

    /// The 16 standard colours as xterm shows them by default; themes vary them, so they only
    /// serve to pick the closest name (red, bright blue, ...).
    static let standardColors: [CanvasColor] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ].map { CanvasColor(red: $0.0, green: $0.1, blue: $0.2) }

    /// The channel values of xterm's 6×6×6 colour cube (codes 16 to 231).
    private static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The nearest colour of the cube or of the grey ramp (codes 232 to 255, 8 to 238 in steps
    /// of 10). Codes 0 to 15 are left out: themes change them.
    static func nearest256(to color: CanvasColor) -> Int {
        func level(_ value: UInt8) -> Int {
            var best = 0
            for index in cubeLevels.indices where abs(cubeLevels[index] - Int(value)) < abs(cubeLevels[best] - Int(value)) {
                best = index
            }
            return best
        }
        let (r, g, b) = (level(color.red), level(color.green), level(color.blue))
        let cube = CanvasColor(red: UInt8(cubeLevels[r]), green: UInt8(cubeLevels[g]), blue: UInt8(cubeLevels[b]))
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let grayIndex = min(max((average - 3) / 10, 0), 23)
        let grayValue = UInt8(8 + 10 * grayIndex)
        let gray = CanvasColor(red: grayValue, green: grayValue, blue: grayValue)
        return distance(color, gray) < distance(color, cube) ? 232 + grayIndex : 16 + 36 * r + 6 * g + b
    }

    static func nearest(to color: CanvasColor, among palette: [CanvasColor]) -> Int {
        var best = 0
        for index in palette.indices where distance(color, palette[index]) < distance(color, palette[best]) {
            best = index
        }
        return best
    }

    /// Squared distance weighted for how the eye sees differences ("redmean").
    private static func distance(_ a: CanvasColor, _ b: CanvasColor) -> Int {
        let meanRed = (Int(a.red) + Int(b.red)) / 2
        let dr = Int(a.red) - Int(b.red), dg = Int(a.green) - Int(b.green), db = Int(a.blue) - Int(b.blue)
        return (((512 + meanRed) * dr * dr) >> 8) + 4 * dg * dg + (((767 - meanRed) * db * db) >> 8)
    }
}
