// MUST FAIL (one row; rows of another recipe; a row, right to left): makes each row one text, "\(amount) \(name)"; it reads the same but is one text instead of two, and right to left it does not swap. The starter's card, left as it was, still passes.
import SwiftUI

struct IngredientRow: View {
    var amount: String
    var name: String

    var body: some View {
        Text("\(amount) \(name)")
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
