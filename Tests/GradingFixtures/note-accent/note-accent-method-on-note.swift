// MUST FAIL: the learner gave Note a method that returns a recoloured copy and made the View modifier use it only when the view is a Note; on a stack or a padded note it does nothing.
import SwiftUI

extension View {
    @ViewBuilder
    func noteAccent(_ color: Color) -> some View {
        if let note = self as? Note {
            note.accented(color)
        } else {
            self
        }
    }
}

struct Note: View {
    var title: String
    var accent: Color? = nil

    func accented(_ color: Color) -> Note {
        var copy = self
        if copy.accent == nil { copy.accent = color }
        return copy
    }

    var body: some View {
        HStack(spacing: 8) {
            Rectangle()
                .fill(accent ?? Color.blue)
                .frame(width: 8, height: 32)
            Text(title)
        }
    }
}
