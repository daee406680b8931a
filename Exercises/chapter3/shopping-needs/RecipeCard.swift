import SwiftUI

// Exercise: what a recipe needs (chapter 3, after step 11).
//
// A RecipeCard lists its steps and, above them, every ingredient the steps use, in the order they
// are first needed, each once. The recipe already shows what the key collects; but the steps
// report nothing and the key's reduce does not combine anything yet, so the list is empty.
//
// Make every Step report the ingredients it uses, and write reduce so that it collects them in
// order, leaving out an ingredient that is already in the list. Keep `Step(text:uses:)` and
// `RecipeCard { … }`: the checker builds its scenarios with them. Check your work with `learn check
// shopping-needs` (in the REPL: `:check`); `learn hint shopping-needs` gives one hint at a
// time. Keep this file to declarations (no top-level statements).

struct Ingredients: PreferenceKey {
    static let defaultValue: [String] = []

    static func reduce(value: inout [String], nextValue: () -> [String]) {
        // add the next step's ingredients to value, each once
    }
}

struct Step: View {
    var text: String
    var uses: [String]

    var body: some View {
        Text(text)
        // report `uses`
    }
}

struct RecipeCard<Steps: View>: View {
    var steps: Steps
    @State private var needed: [String] = []

    init(@ViewBuilder steps: () -> Steps) {
        self.steps = steps()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("You need: " + needed.joined(separator: ", "))
            VStack(alignment: .leading, spacing: 0) {
                steps
            }
        }
        .onPreferenceChange(Ingredients.self) { list in
            needed = list
        }
    }
}
