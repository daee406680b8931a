// MUST PASS: moves each star into a view of its own that takes the star's number and a binding to the rating, and handles the tap there with `TapGesture` in `.gesture`: written differently, it draws and behaves the same.
import SwiftUI

struct Star: View {
    let number: Int
    @Binding var rating: Int

    private var filled: Bool { number <= rating }

    var body: some View {
        Text(filled ? "★" : "☆")
            .foregroundStyle(filled ? Color.orange : Color.gray)
            .gesture(
                TapGesture().onEnded {
                    if rating == number {
                        rating = 0
                    } else {
                        rating = number
                    }
                }
            )
            .accessibilityIdentifier("star \(number)")
    }
}

struct StarRating: View {
    @State private var rating = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 8) {
                Star(number: 1, rating: $rating)
                Star(number: 2, rating: $rating)
                Star(number: 3, rating: $rating)
                Star(number: 4, rating: $rating)
                Star(number: 5, rating: $rating)
            }
            if rating == 0 {
                Text("Not rated yet")
            } else {
                Text("Rated \(rating) of 5")
            }
        }
    }
}
