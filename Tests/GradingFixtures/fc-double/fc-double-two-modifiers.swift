// MUST PASS: uses two onTapGesture modifiers, the double tap attached first so it has the first say: written differently, it behaves and draws the same.
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
    @State private var starred = false
    @GestureState private var isPressed = false

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
        .overlay(alignment: .topTrailing) {
            if starred {
                Text("★")
                    .padding(8)
            }
        }
        .scaleEffect(isPressed ? 1.1 : 1)
        .animation(.easeOut(duration: 0.2), value: isPressed)
        .offset(offset)
        .gesture(
            LongPressGesture(minimumDuration: 0.5)
                .updating($isPressed) { pressing, state, _ in
                    state = pressing
                }
                .onEnded { _ in
                    starred.toggle()
                }
                .simultaneously(with: drag)
        )
        .onTapGesture(count: 2) {
            onSwipe(true)
        }
        .onTapGesture {
            withAnimation(.easeInOut(duration: 0.4)) {
                revealed.toggle()
            }
        }
    }

    var drag: some Gesture {
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
    }
}

struct ContentView: View {
    @State private var deck = Card.samples
    @State private var known = 0
    @State private var review = 0

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
                        known = 0
                        review = 0
                    }
                }
            } else {
                ZStack {
                    ForEach(Array(deck.enumerated()).reversed(), id: \.element.id) { index, card in
                        CardView(card: card) { isKnown in
                            if isKnown {
                                known += 1
                            } else {
                                review += 1
                            }
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
