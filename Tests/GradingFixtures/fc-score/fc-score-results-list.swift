// MUST PASS: keeps one list of the answers given and counts known and to-review cards from it: written differently, it draws the same.
import SwiftUI

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
    @State private var results: [Bool] = []

    private var known: Int { results.filter { $0 }.count }
    private var review: Int { results.count - known }

    var body: some View {
        VStack(spacing: 16) {
            Text("\(deck.count) cards left")
            HStack(spacing: 24) {
                Text("Known: \(known)")
                    .foregroundColor(.green)
                Text("Review: \(review)")
                    .foregroundColor(.red)
            }
            if deck.isEmpty {
                VStack(spacing: 16) {
                    Text("All done")
                        .font(.headline)
                    Button("Start again") {
                        deck = Card.samples
                        results.removeAll()
                    }
                }
            } else {
                ZStack {
                    ForEach(Array(deck.enumerated()).reversed(), id: \.element.id) { index, card in
                        CardView(card: card) { isKnown in
                            results.append(isKnown)
                            deck.removeAll { $0.id == card.id }
                        }
                        .offset(y: CGFloat(index) * 8)
                    }
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
