/// Says where in the learner's inputs something happened, in words that name only what the
/// learner can see: the line of what they just typed (`line 2, column 9`), or an earlier input
/// by what it declared (`in Badge, typed earlier, line 3, column 5`). Inputs are numbered
/// inside the session, but the prompt never shows those numbers, so no message cites them.
struct InputPlaces {
    /// The input being evaluated.
    let current: Int
    /// What each earlier input that the session keeps code from declared (`Badge`,
    /// `extension View`), by number.
    let earlier: [Int: String]

    /// `line 2, column 9`, or `in Badge, typed earlier, line 3, column 5`; the column is left
    /// out when there is none.
    func place(input: Int, line: Int, column: Int? = nil) -> String {
        let place = "line \(line)" + (column.map { ", column \($0)" } ?? "")
        guard input != current else { return place }
        guard let name = earlier[input] else { return "in an earlier input, " + place }
        return "in \(name), typed earlier, " + place
    }
}

extension InputPlaces {
    /// The places of an input compiled with `declarations` kept from earlier inputs.
    init(current: Int, keeping declarations: [SessionDeclaration]) {
        var earlier: [Int: [String]] = [:]
        for declaration in declarations where declaration.inputNumber != current {
            earlier[declaration.inputNumber, default: []].append(declaration.declaration.key.displayName)
        }
        self.init(current: current, earlier: earlier.mapValues { $0.joined(separator: ", ") })
    }
}
