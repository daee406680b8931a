/// One laid-out line of a text: characters of the text, with "…" between `head` and `tail`
/// when the line is truncated.
struct TextLine: Equatable {
    var head: Range<Int>
    var isTruncated = false
    var tail: Range<Int>
    /// The line's width in cells.
    var width: Int

    /// A whole line of characters.
    init(_ range: Range<Int>, in text: MeasuredText) {
        head = range
        tail = range.upperBound..<range.upperBound
        width = text.width(range)
    }

    /// A truncated line: `head`, "…", `tail`.
    init(head: Range<Int>, tail: Range<Int>, in text: MeasuredText) {
        self.head = head
        self.tail = tail
        isTruncated = true
        width = text.width(head) + 1 + text.width(tail)
    }
}
