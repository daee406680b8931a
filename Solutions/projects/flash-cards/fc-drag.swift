import SwiftUI

// Reference for the flash-cards project, milestone 3: swiping a card away.
//
// A DragGesture reports the finger's translation from where it went down. While it moves, the
// card follows (its offset is the translation); when it lifts, a swipe wider than 100 points,
// either way, sends the card away through `onSwipe` (true for right), and a shorter one
// springs the card back to the middle with an animation. Only the width counts. The gesture
// is attached before the tap, so SwiftUI gives it the first chance at a touch.

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
