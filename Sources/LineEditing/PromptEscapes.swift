/// The character that brackets escape sequences in a prompt for libedit
/// (`EL_PROMPT_ESC`): what lies between two of them is written but takes no room.
let promptLiteralMarker: Character = "\u{1}"

/// Brackets each escape sequence in `prompt` (colours: `ESC [ … m`) with
/// ``promptLiteralMarker``, so that libedit counts only visible characters when it places
/// the cursor after a coloured prompt.
func markingEscapeSequences(in prompt: String) -> String {
    var marked = ""
    var scalars = prompt.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
        guard scalar == "\u{1B}" else {
            marked.unicodeScalars.append(scalar)
            continue
        }
        var sequence = String.UnicodeScalarView([scalar])
        if let next = scalars.next() {
            sequence.append(next)
            // A control sequence runs to its final byte, '@' through '~'; others have one character.
            if next == "[" {
                while let parameter = scalars.next() {
                    sequence.append(parameter)
                    if ("@"..."~").contains(parameter) { break }
                }
            }
        }
        marked.append(promptLiteralMarker)
        marked.unicodeScalars.append(contentsOf: sequence)
        marked.append(promptLiteralMarker)
    }
    return marked
}
