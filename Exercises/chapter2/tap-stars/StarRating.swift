import SwiftUI

// Exercise: a star rating (chapter 2, after step 17).
//
// Five stars and a line below them. Tapping a star should give that many stars: the stars up
// to it fill in and turn orange, and the line says "Rated N of 5". Tapping the star that is
// already the rating clears it, back to "Not rated yet". In the starter the stars are drawn,
// but nothing happens when you tap them.
//
// Make the stars answer taps. Keep `StarRating()` (no arguments), the five stars as texts
// marked `.accessibilityIdentifier("star N")`, and the line: the checker taps the stars by
// those names. Check your work with `learn check tap-stars`; `learn hint tap-stars` gives
// one hint at a time. Keep this file to declarations (no top-level statements).

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
            }
            Text(rating == 0 ? "Not rated yet" : "Rated \(rating) of 5")
        }
    }
}
