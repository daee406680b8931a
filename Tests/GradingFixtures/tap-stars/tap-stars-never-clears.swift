// MUST FAIL (tapping the rating again clears it): every tap sets the rating to the star's number, so a second tap on the same star changes nothing instead of clearing it.
import SwiftUI

struct StarRating: View {
    @State private var rating = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 8) {
                ForEach(1...5, id: \.self) { star in
                    Text(star <= rating ? "★" : "☆")
                        .foregroundStyle(star <= rating ? Color.orange : Color.gray)
                        .onTapGesture {
                            rating = star
                        }
                        .accessibilityIdentifier("star \(star)")
                }
            }
            Text(rating == 0 ? "Not rated yet" : "Rated \(rating) of 5")
        }
    }
}
