// MUST PASS: keeps the plain `.task`, and gives each Definition the word as its explicit identity, so a new word makes a new view that starts empty and looks its word up (the old view's lookup is cancelled as it goes): written differently, it draws and behaves the same.
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
        Group {
            if let meaning {
                Text(word + ": " + meaning)
            } else {
                Text("Looking up " + word + "…")
            }
        }
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
                .id(words[index])
            Button("Next word") {
                index = (index + 1) % words.count
            }
        }
        .frame(width: 240)
    }
}
