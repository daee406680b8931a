// MUST FAIL: the row puts the name before the amount ("flour 100 g"), and the card uses the row, so every scenario differs.
import SwiftUI

struct IngredientRow: View {
    var amount: String
    var name: String

    var body: some View {
        HStack(spacing: 8) {
            Text(name)
            Text(amount)
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
