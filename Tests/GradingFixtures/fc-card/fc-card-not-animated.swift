// MUST FAIL (the moments of the fades before their end): toggles the answer without withAnimation, so it appears and disappears at once.
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
            revealed.toggle()
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
