// MUST PASS: spaces the row with a leading padding on the name instead of the stack's spacing, and the card keeps its title and rows in a nested stack; it draws the same rows and card.
import SwiftUI

struct IngredientRow: View {
    let amount: String
    let name: String

    var body: some View {
        HStack(spacing: 0) {
            Text(amount)
            Text(name)
                .padding(.leading, 8)
        }
    }
}

struct RecipeCard: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Pancakes")
            VStack(spacing: 0) {
                IngredientRow(amount: "100 g", name: "flour")
                IngredientRow(amount: "2", name: "eggs")
                IngredientRow(amount: "300 ml", name: "milk")
            }
        }
    }
}
