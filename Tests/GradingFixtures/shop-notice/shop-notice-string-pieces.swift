// MUST PASS: the bold word is a Text kept in a property and interpolated into a string built from two pieces; the result is still one text with the same words.
import SwiftUI

struct ShopNotice: View {
    private var word: Text { Text("Closed").bold() }
    private let when = "on Monday for a tasting"
    private let reopening = "open again on Tuesday at nine"

    var body: some View {
        Text("\(word) \(when); \(reopening)")
    }
}
