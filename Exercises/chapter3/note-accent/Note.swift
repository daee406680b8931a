import SwiftUI

// Exercise: an accent colour for a board of notes (chapter 3, after step 7).
//
// A Note is a coloured bar beside a title. Its colour can be passed to the note itself,
// `Note(title: "Milk", accent: .red)`; without one the bar is blue. A board of notes should be
// able to set the colour for every note inside it at once, with `.noteAccent(.green)`, like
// SwiftUI's own modifiers. For now that modifier does nothing.
//
// Declare an environment value for the accent, blue by default; make `noteAccent(_:)` write it;
// make Note read it when no accent was passed to it. Keep `Note(title:accent:)` and
// `noteAccent(_:)`: the checker builds its scenarios with them. Check your work with `learn
// check note-accent` (in the REPL: `:check`); `learn hint note-accent` gives one hint at a time.
// Keep this file to declarations (no top-level statements).

extension View {
    /// Sets the accent colour of every note inside this view.
    func noteAccent(_ color: Color) -> some View {
        self // for now this changes nothing
    }
}

struct Note: View {
    var title: String
    var accent: Color? = nil

    var body: some View {
        HStack(spacing: 8) {
            Rectangle()
                .fill(accent ?? Color.blue)
                .frame(width: 8, height: 32)
            Text(title)
        }
    }
}
