import SwiftUI

// Project: flash cards of capital cities (milestone 1).
//
// This file is the whole app: the cards, the views, and at the bottom the App that shows
// ContentView in a window, as Xcode makes it. Every milestone of the project adds to this
// same file.
//
// Milestone 1: a card that turns over its answer. The card shows its question; add its answer
// under it, 16 points apart, hidden (opacity 0) until the card is tapped. A tap toggles the
// answer, animated with `.easeInOut(duration: 0.4)`, so it fades in and out.
//
// Keep `Card`, its samples, `CardView(card:)` and `ContentView()` as they are named: the
// checker taps the card by its question and compares it with the reference. Check with
// `learn check fc-card`; `learn hint fc-card` gives one hint at a time.

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

    var body: some View {
        VStack(spacing: 16) {
            Text(card.question)
                .font(.headline)
            // the answer goes here
        }
        .frame(width: 192, height: 112)
        .background(RoundedRectangle(cornerRadius: 16).fill(Color.yellow))
        .overlay(RoundedRectangle(cornerRadius: 16).stroke(Color.orange, lineWidth: 2))
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
