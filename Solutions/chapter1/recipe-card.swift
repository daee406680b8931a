import SwiftUI

// Reference solution for the recipe-card exercise (chapter 1, after step 2).
//
// The row is a view of its own. The card's body type now names IngredientRow three times,
// VStack<TupleView<(Text, IngredientRow, IngredientRow, IngredientRow)>>, and stops there: what a
// row is made of belongs to the row.

struct IngredientRow: View {
    var amount: String
    var name: String

    var body: some View {
        HStack(spacing: 8) {
            Text(amount)
            Text(name)
        }
    }
}

struct RecipeCard: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Pancakes")
            IngredientRow(amount: "100 g", name: "flour")
            IngredientRow(amount: "2", name: "eggs")
            IngredientRow(amount: "300 ml", name: "milk")
        }
    }
}
