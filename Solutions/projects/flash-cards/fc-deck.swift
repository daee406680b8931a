import SwiftUI

// Reference for the flash-cards project, milestone 2: a deck in a ZStack.
//
// A ZStack draws its children in order, each on top of the ones before, so the deck is
// listed back to front: the first card of the array comes last and lies on top. Each card is
// offset 8 points further down than the one above it, so the edges of the cards below show.
// An offset moves the drawing only: the ZStack is the size of one card whatever the offsets.

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
