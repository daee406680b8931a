// MUST FAIL (the next word's meaning; moving on before the answer; moving on before the answer, then waiting): forgets the old meaning when the word changes, with `onChange(of:)`, but keeps the plain `.task`, which runs only once, when the view appears, so the new word waits for its meaning for ever, or is shown with the old word's meaning when it arrives.
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
            .task {
                meaning = try? await lookUp(word)
            }
            .onChange(of: word) {
                meaning = nil
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
