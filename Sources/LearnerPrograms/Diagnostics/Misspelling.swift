/// A name the compiler did not find that is a slip of the keyboard for a SwiftUI name: one or
/// two letters wrong, missing, extra or swapped, or the wrong case (`paddin`, `Vstack`). The
/// compiler makes no such guess for members, so learn does.
package struct Misspelling: Hashable, Sendable {
    /// The name as typed.
    package let typed: String
    /// The SwiftUI name nearest to it.
    package let meant: String

    /// The misspelling in a compiler message about a missing member (`value of type 'Text' has no
    /// member 'paddin'`) or name (`cannot find 'Vstack' in scope`), if the name is near enough to
    /// one of SwiftUI's.
    package init?(message: String) {
        let names: [String]
        let typed: String
        if let match = message.firstMatch(of: /has no member '([A-Za-z_][A-Za-z0-9_]*)'/) {
            (typed, names) = (String(match.1), SwiftUIVocabulary.modifiers)
        } else if let match = message.firstMatch(of: /cannot find '([A-Za-z_][A-Za-z0-9_]*)' in scope/) {
            (typed, names) = (String(match.1), SwiftUIVocabulary.viewTypes)
        } else {
            return nil
        }
        // Near enough: the distance is small beside the name, so `id` is no slip for `if`.
        let nearest = names
            .map { (name: $0, distance: Self.distance(typed, $0)) }
            .filter { $0.distance > 0 && $0.distance <= min(2, max(1, typed.count / 3)) }
            .min { $0.distance < $1.distance }
        guard let nearest else { return nil }
        self.typed = typed
        meant = nearest.name
    }

    package var sentence: String {
        typed.lowercased() == meant.lowercased()
            ? "Did you mean `\(meant)`? Swift's names are case-sensitive."
            : "Did you mean `\(meant)`?"
    }

    /// Edits between `a` and `b`: a letter inserted, deleted, changed or two swapped
    /// (optimal string alignment distance); a letter in the wrong case counts half an edit,
    /// rounded up with the others.
    package static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var rows = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i * 2 }
        for j in 0...b.count { rows[0][j] = j * 2 }
        for i in 1...a.count {
            for j in 1...b.count {
                let change = a[i - 1] == b[j - 1] ? 0 : (a[i - 1].lowercased() == b[j - 1].lowercased() ? 1 : 2)
                rows[i][j] = min(rows[i - 1][j] + 2, rows[i][j - 1] + 2, rows[i - 1][j - 1] + change)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 2)
                }
            }
        }
        return (rows[a.count][b.count] + 1) / 2
    }
}
