// MUST FAIL (the note's own accent): the note reads the environment first and uses its parameter only as a fallback that never comes, so an accent passed to the note is lost under a board's colour.
import SwiftUI

extension EnvironmentValues {
    @Entry var noteAccent: Color? = nil
}

extension View {
    func noteAccent(_ color: Color) -> some View {
        environment(\.noteAccent, color)
    }
}

struct Note: View {
    var title: String
    var accent: Color? = nil
    @Environment(\.noteAccent) private var environmentAccent

    var body: some View {
        HStack(spacing: 8) {
            Rectangle()
                .fill(environmentAccent ?? accent ?? .blue)
                .frame(width: 8, height: 32)
            Text(title)
        }
    }
}
