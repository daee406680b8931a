import SwiftUI

// Exercise: a glossary that looks words up (chapter 2, after step 15).
//
// The glossary shows one tea word at a time with its meaning, which takes a second to look up,
// and a button that moves on to the next word. The first word works. After "Next word", the new
// word is shown with the old word's meaning, and its own meaning never arrives.
//
// Make every word look up its own meaning, with "Looking up WORD…" while it waits. Keep
// `Glossary()` (no arguments), the button "Next word", the texts and `lookUp(_:)` as they are:
// the checker drives the glossary through them, on a clock that it moves on itself. Check your
// work with `learn check glossary`; `learn hint glossary` gives one hint at a time. Keep this
// file to declarations (no top-level statements).

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
            .task {
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
