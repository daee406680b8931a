// MUST PASS: keeps the offset as two numbers, declares the drag as a computed `some Gesture` property, and tests the threshold with a guard: written differently, it draws the same at every moment.
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
    @State private var dragWidth: CGFloat = 0
    @State private var dragHeight: CGFloat = 0

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
        .offset(x: dragWidth, y: dragHeight)
        .gesture(swipe)
        .onTapGesture {
            withAnimation(.easeInOut(duration: 0.4)) {
                revealed.toggle()
            }
        }
    }
}

extension CardView {
    var swipe: some Gesture {
        DragGesture()
            .onChanged { value in
                dragWidth = value.translation.width
                dragHeight = value.translation.height
            }
            .onEnded { value in
                let width = value.translation.width
                guard width > 100 || width < -100 else {
                    withAnimation(.easeOut(duration: 0.3)) {
                        dragWidth = 0
                        dragHeight = 0
                    }
                    return
                }
                onSwipe(width > 0)
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
