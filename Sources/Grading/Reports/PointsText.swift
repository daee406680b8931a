extension Double {
    /// A coordinate or length for reports: `72`, `72.5`, `0.33`; never `-0`.
    var pointsText: String {
        let rounded = (self * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
