import SwiftUI

// Exercise: a file name on one line (chapter 4, after step 5, text).
//
// A long file name wraps onto several lines, or loses its extension when it is cut. Fix it as
// the instructions (`learn exercises file-label`) describe.
//
// Check your work with `learn check file-label`; `learn hint file-label` gives one hint at a
// time. Keep this file to declarations: the checker adds the code that builds each scenario.

struct FileLabel: View {
    let name: String

    var body: some View {
        Text(name)
    }
}
