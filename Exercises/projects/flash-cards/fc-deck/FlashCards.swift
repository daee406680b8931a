import SwiftUI

// Project: flash cards of capital cities (milestone 2).
//
// This is your app as milestone 1 left it. If you already have your own file, go on with it.
//
// Milestone 2: a deck in a ZStack. ContentView keeps the deck, the sample cards, in @State. It
// shows "N cards left" over a ZStack of all the cards, 16 points apart: the first card of the
// deck on top, and each card 8 points lower than the one above it, so the edges of the cards
// below show under the top one.
//
// Keep `Card`, `CardView(card:)` and `ContentView()` as they are named. Check with
// `learn check fc-deck`; `learn hint fc-deck` gives one hint at a time.

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
    var body: some View {
        CardView(card: Card.samples[0])
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
