// MUST PASS: animates with `.animation(_:value:)` on the card instead of withAnimation, and flips the Bool with `!`: written differently, it draws the same at every moment.
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
    @State var revealed: Bool = false

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
        .animation(.easeInOut(duration: 0.4), value: revealed)
        .onTapGesture {
            revealed = !revealed
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
