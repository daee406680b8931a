/// An opaque colour as the canvas stores it, 8 bits per channel.
struct CanvasColor: Equatable {
    var red: UInt8
    var green: UInt8
    var blue: UInt8

    static let white = CanvasColor(red: 255, green: 255, blue: 255)

    /// The resolved colour with its own opacity ignored; `composited(_:alpha:over:)` applies it.
    init(_ color: Color.Resolved) {
        func byte(_ value: Float) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        self.init(red: byte(color.red), green: byte(color.green), blue: byte(color.blue))
    }

    init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `color` at `alpha` drawn over `backdrop`.
    ///
    /// A terminal cell shows one colour, so translucency is resolved when drawing: over a cell
    /// that something has filled, against that fill; elsewhere against white, the background of
    /// the light appearance whose system colours the runtime uses. Plain text ignores alpha.
    static func composited(_ color: CanvasColor, alpha: Float, over backdrop: CanvasColor) -> CanvasColor {
        guard alpha < 1 else { return color }
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Float(top) * alpha + Float(bottom) * (1 - alpha)).rounded())
        }
        return CanvasColor(red: mix(color.red, backdrop.red), green: mix(color.green, backdrop.green), blue: mix(color.blue, backdrop.blue))
    }

    /// The colour `self` shows over `backdrop` in `mode`, before its opacity is applied.
    func blended(over backdrop: CanvasColor, mode: BlendMode) -> CanvasColor {
        guard mode != .normal else { return self }
        func channel(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((min(max(mode.blend(Float(top) / 255, over: Float(bottom) / 255), 0), 1) * 255).rounded())
        }
        return CanvasColor(red: channel(red, backdrop.red), green: channel(green, backdrop.green), blue: channel(blue, backdrop.blue))
    }
}
