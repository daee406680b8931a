import SwiftUI

// Exercise: a recipe card (chapter 1, after step 2).
//
// The card lists three ingredients, each an amount and a name side by side. Its body spells the
// same row out three times. Finish `IngredientRow`, a view of its own for one row, and use it for
// the three rows of the card (`learn exercises recipe-card`).
//
// Keep `IngredientRow(amount:name:)` and `RecipeCard()`: the checker draws both. Check your work
// with `learn check recipe-card` (or `:check` in the REPL); `learn hint recipe-card` gives one
// hint at a time. Keep this file to declarations (no top-level statements).

struct IngredientRow: View {
    var amount: String
    var name: String

    var body: some View {
        Text(name)
    }
}

struct RecipeCard: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Pancakes")
            HStack(spacing: 8) {
                Text("100 g")
                Text("flour")
            }
            HStack(spacing: 8) {
                Text("2")
                Text("eggs")
            }
            HStack(spacing: 8) {
                Text("300 ml")
                Text("milk")
            }
        }
    }
}
