import SwiftUI

// Project: flash cards of capital cities (milestone 3).
//
// This is your app as milestone 2 left it. If you already have your own file, go on with it.
//
// Milestone 3: swiping a card away. Give CardView `var onSwipe: (Bool) -> Void = { _ in }`. A
// drag moves the card with the finger; on release, a drag of more than 100 points to the right or
// the left calls onSwipe (true for the right), and a shorter one brings the card back to the middle
// with `.easeOut(duration: 0.3)`. ContentView removes a swiped card from the deck.
//
// Keep `Card`, `CardView(card:)` and `ContentView()` as they are named. Check with
// `learn check fc-drag`; `learn hint fc-drag` gives one hint at a time.

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
    @State private var revealed = false

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
                    CardView(card: card)
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
