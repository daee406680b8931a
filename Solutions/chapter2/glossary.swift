import SwiftUI

// Reference solution for the glossary (chapter 2, after step 15).
//
// Definition stays the same view when the word changes (same place, same identity), so a plain
// `.task` runs once, for the first word only. `.task(id: word)` starts the lookup again whenever
// the word changes, and cancels a lookup still under way, so a late answer for the old word never
// lands on the new one. It first forgets the old meaning, so the new word shows its placeholder
// while it waits.

/// The slow dictionary: every answer takes one second. Keep it as it is.
func lookUp(_ word: String) async throws -> String {
    try await Task.sleep(for: .seconds(1))
    let meanings = [
        "kettle": "boils the water",
        "teapot": "holds the brew",
        "oolong": "a half-dark tea",
    ]
    return meanings[word] ?? "no idea"
}

/// One word and its meaning, once it has been looked up.
struct Definition: View {
    var word: String
    @State private var meaning: String?

    var body: some View {
        Text(meaning.map { "\(word): \($0)" } ?? "Looking up \(word)…")
            .task(id: word) {
                meaning = nil
                meaning = try? await lookUp(word)
            }
    }
}

struct Glossary: View {
    private let words = ["kettle", "teapot", "oolong"]
    @State private var index = 0

    var body: some View {
        VStack(spacing: 16) {
            Definition(word: words[index])
            Button("Next word") {
                index = (index + 1) % words.count
            }
        }
        .frame(width: 240)
    }
}
