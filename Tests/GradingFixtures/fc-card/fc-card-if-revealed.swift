// MUST FAIL: adds the answer with `if revealed`, so the hidden answer takes no room: the question sits in the middle of the new card and jumps up when the answer appears.
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
            if revealed {
                Text(card.answer)
            }
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
