// MUST FAIL (three stars; changing one's mind; clearing, then rating again): puts one `.onTapGesture` on the ForEach, outside the rows, where no star's number is known, so every tap gives five stars or none.
import SwiftUI

struct StarRating: View {
    @State private var rating = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 8) {
                ForEach(1...5, id: \.self) { star in
                    Text(star <= rating ? "★" : "☆")
                        .foregroundStyle(star <= rating ? Color.orange : Color.gray)
                        .accessibilityIdentifier("star \(star)")
                }
                .onTapGesture {
                    rating = rating == 5 ? 0 : 5
                }
            }
            Text(rating == 0 ? "Not rated yet" : "Rated \(rating) of 5")
        }
    }
}
