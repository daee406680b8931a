// MUST FAIL: reduce keeps the ingredients in a Set and sorts them when it turns them back into an array, so the list is alphabetical instead of in the order the steps need them.
import SwiftUI

struct Ingredients: PreferenceKey {
    static let defaultValue: [String] = []

    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value = Set(value).union(nextValue()).sorted()
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
            needed = list
        }
    }
}
