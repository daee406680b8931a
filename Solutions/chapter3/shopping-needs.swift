import SwiftUI

// Reference solution for the shopping needs (chapter 3, after step 11).
//
// The key collects an array in the order of the steps. reduce appends only what is not there
// yet, so an ingredient used twice is listed once, where it is first needed. The default, the
// empty array, adds nothing, as a default must.

struct Ingredients: PreferenceKey {
    static let defaultValue: [String] = []

    static func reduce(value: inout [String], nextValue: () -> [String]) {
        for ingredient in nextValue() where !value.contains(ingredient) {
            value.append(ingredient)
        }
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
