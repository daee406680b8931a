import Foundation

/// The pictures an exercise's README shows of its scenarios. A block fenced as
/// ```` ```output scenario: NAME ```` is what the reference solution draws in scenario NAME, and
/// `learn exercises check` holds it to that, so a README's picture cannot rot when the runtime
/// draws something differently (a learner renders the fence as any other picture: the info
/// string after `output` is for the check).
package struct InstructionPictures: Sendable {
    /// One picture: the scenario it shows, the line of its opening fence, and its text.
    package struct Picture: Equatable, Sendable {
        package let scenario: String
        package let line: Int
        package let text: String
        /// The README's lines between the fences.
        let lines: Range<Int>
    }

    /// How a picture's fence names its scenario.
    static let fencePrefix = "```output scenario:"

    private let readme: [String]
    package let pictures: [Picture]

    package init(readme text: String) {
        readme = text.components(separatedBy: "\n")
        var found: [Picture] = []
        var index = 0
        while index < readme.count {
            let line = readme[index]
            guard line.hasPrefix(Self.fencePrefix),
                  let close = readme[(index + 1)...].firstIndex(where: { $0.hasPrefix("```") })
            else {
                index += 1
                continue
            }
            let name = line.dropFirst(Self.fencePrefix.count).trimmingCharacters(in: .whitespaces)
            let body = (index + 1)..<close
            found.append(Picture(scenario: name, line: index + 1, text: readme[body].joined(separator: "\n"), lines: body))
            index = close + 1
        }
        pictures = found
    }

    /// Whether `picture` shows what `drawn` is, ignoring colour codes, spaces at the ends of
    /// lines and blank lines at the end (which a README's editor may trim).
    package static func shows(_ picture: String, _ drawn: String) -> Bool {
        normalized(picture) == normalized(drawn)
    }

    /// The README with each picture replaced by the drawing `drawn` gives for its scenario
    /// (pictures whose scenario it does not know are left as they are).
    package func updated(with drawn: (String) -> String?) -> String {
        var lines = readme
        for picture in pictures.reversed() {
            guard let drawing = drawn(picture.scenario) else { continue }
            lines.replaceSubrange(picture.lines, with: Self.normalized(drawing).components(separatedBy: "\n"))
        }
        return lines.joined(separator: "\n")
    }

    private static func normalized(_ picture: String) -> String {
        let plain = picture.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        var lines = plain.components(separatedBy: "\n").map { line in
            String(line.reversed().drop(while: { $0 == " " }).reversed())
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
