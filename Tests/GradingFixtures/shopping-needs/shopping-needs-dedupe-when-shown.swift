// MUST PASS: reduce appends everything, repeats included, and the recipe leaves out the repeats when it stores the list; what is shown is the same.
import SwiftUI

struct Ingredients: PreferenceKey {
    static let defaultValue: [String] = []

    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value += nextValue()
    }
}

struct Step: View {
    var text: String
    var uses: [String]

    var body: some View {
        Text(text)
            .preference(key: Ingredients.self, value: uses)
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
            var once: [String] = []
            for item in list where !once.contains(item) {
                once.append(item)
            }
            needed = once
        }
    }
}
