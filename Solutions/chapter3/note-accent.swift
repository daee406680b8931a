import SwiftUI

// Reference solution for the note accent (chapter 3, after step 7).
//
// @Entry declares the environment value and its default in one line; the modifier writes it.
// A colour passed to the note itself still wins: the environment only decides when the
// parameter is nil.

extension EnvironmentValues {
    @Entry var noteAccent: Color = .blue
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
                .fill(accent ?? environmentAccent)
                .frame(width: 8, height: 32)
            Text(title)
        }
    }
}
