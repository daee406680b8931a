// MUST PASS: the value is declared the older way, with a key type conforming to EnvironmentKey and a property that uses its subscript, and the note picks its colour with if-let.
import SwiftUI

private struct NoteAccentKey: EnvironmentKey {
    static let defaultValue = Color.blue
}

extension EnvironmentValues {
    var noteAccent: Color {
        get { self[NoteAccentKey.self] }
        set { self[NoteAccentKey.self] = newValue }
    }
}

extension View {
    func noteAccent(_ color: Color) -> some View {
        environment(\.noteAccent, color)
    }
}

struct Note: View {
    var title: String
    var accent: Color? = nil
    @Environment(\.noteAccent) var boardAccent

    var barColor: Color {
        if let accent { return accent }
        return boardAccent
    }

    var body: some View {
        HStack(spacing: 8) {
            Rectangle()
                .fill(barColor)
                .frame(width: 8, height: 32)
            Text(title)
        }
    }
}
