import SwiftUI

// Reference solution for the star rating (chapter 2, after step 17).
//
// A tap gesture's closure is like a button's action: it changes state, and the body that reads
// the state runs again. Each star sets the rating to its own number, except the star that is
// already the rating, which clears it. The stars are plain texts, so each one gets
// `.onTapGesture`; a Text answers taps wherever it draws its glyph.

struct StarRating: View {
    @State private var rating = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 8) {
                ForEach(1...5, id: \.self) { star in
                    Text(star <= rating ? "★" : "☆")
                        .foregroundStyle(star <= rating ? Color.orange : Color.gray)
                        .onTapGesture {
                            rating = (rating == star) ? 0 : star
                        }
                        .accessibilityIdentifier("star \(star)")
                }
            }
            Text(rating == 0 ? "Not rated yet" : "Rated \(rating) of 5")
        }
    }
}
