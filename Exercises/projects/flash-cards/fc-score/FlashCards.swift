import SwiftUI

// Project: flash cards of capital cities (milestone 4).
//
// This is your app as milestone 3 left it. If you already have your own file, go on with it.
//
// Milestone 4: the score. A swipe to the right counts the card as known, one to the left as a
// card to review. Under "N cards left", show "Known: N" in green and "Review: N" in red, side
// by side, 24 points apart. When the deck is empty, "All done" (headline) over a button "Start
// again", 16 points apart, take the deck's place; the button deals the samples again and sets
// both counts back to 0.
//
// Keep `Card`, `CardView(card:onSwipe:)` and `ContentView()` as they are named. Check with
// `learn check fc-score`; `learn hint fc-score` gives one hint at a time.

struct Card: Identifiable {
    let question: String
    let answer: String

    var id: String { question }

    static let samples = [
        Card(question: "Kenya", answer: "Nairobi"),
        Card(question: "Peru", answer: "Lima"),
        Card(question: "Norway", answer: "Oslo"),
        Card(question: "Vietnam", answer: "Hanoi"),
    ]
}

struct CardView: View {
    let card: Card
    var onSwipe: (Bool) -> Void = { _ in }
    @State private var revealed = false
    @State private var offset = CGSize.zero

    var body: some View {
        VStack(spacing: 16) {
            Text(card.question)
                .font(.headline)
            Text(card.answer)
                .opacity(revealed ? 1 : 0)
        }
        .frame(width: 192, height: 112)
        .background(RoundedRectangle(cornerRadius: 16).fill(Color.yellow))
        .overlay(RoundedRectangle(cornerRadius: 16).stroke(Color.orange, lineWidth: 2))
        .offset(offset)
        .gesture(
            DragGesture()
                .onChanged { value in
                    offset = value.translation
                }
                .onEnded { value in
                    if abs(value.translation.width) > 100 {
                        onSwipe(value.translation.width > 0)
                    } else {
                        withAnimation(.easeOut(duration: 0.3)) {
                            offset = .zero
                        }
                    }
                }
        )
        .onTapGesture {
            withAnimation(.easeInOut(duration: 0.4)) {
                revealed.toggle()
            }
        }
    }
}

struct ContentView: View {
    @State private var deck = Card.samples

    var body: some View {
        VStack(spacing: 16) {
            Text("\(deck.count) cards left")
            ZStack {
                ForEach(Array(deck.enumerated()).reversed(), id: \.element.id) { index, card in
                    CardView(card: card) { _ in
                        deck.removeAll { $0.id == card.id }
                    }
                    .offset(y: CGFloat(index) * 8)
                }
            }
        }
        .padding()
    }
}

@main
struct FlashCardsApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
