// MUST FAIL (the next word, while it is looked up): restarts the lookup with `task(id:)` but does not forget the old meaning first, so the new word is shown with the old word's meaning until its own arrives.
import SwiftUI

func lookUp(_ word: String) async throws -> String {
    try await Task.sleep(for: .seconds(1))
    let meanings = [
        "kettle": "boils the water",
        "teapot": "holds the brew",
        "oolong": "a half-dark tea",
    ]
    return meanings[word] ?? "no idea"
}

struct Definition: View {
    var word: String
    @State private var meaning: String?

    var body: some View {
        Text(meaning.map { "\(word): \($0)" } ?? "Looking up \(word)…")
            .task(id: word) {
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
