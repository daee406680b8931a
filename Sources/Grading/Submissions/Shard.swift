/// One of `count` parts of a class's submissions, for checking a class on several machines at
/// once (`learn check ID --submissions FOLDER --shard K/N`).
///
/// The parts are dealt from the submissions in name order, the order of every summary: the
/// first submission to part 1, the second to part 2, …, the N-th to part N, the next to part 1
/// again (the submission at 0-based position `p` is in part `p % N + 1`). Every machine that
/// lists the same folder therefore makes the same parts, each submission is in exactly one,
/// and their sizes differ by at most one.
package struct Shard: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Which part, from 1 to `count`.
    package let index: Int
    /// How many parts there are.
    package let count: Int

    /// The part written `K/N`, with 1 ≤ K ≤ N; `nil` for anything else.
    package init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    package var description: String { "\(index)/\(count)" }

    /// Whether the submission at `position` (0-based) in name order is in this part.
    package func includes(position: Int) -> Bool {
        position % count == index - 1
    }
}
