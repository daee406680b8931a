import Foundation
import Synchronization

/// Pieces of independent work run a few at a time: the lessons' chapters, the exercises an
/// author checks. Each piece is mostly a compiler or a program in a process of its own, which
/// uses one core, so `jobs` is usually the number of processors.
package enum ConcurrentWork {
    /// Runs `body` for each index of `order`, in that order of starting, up to `jobs` at a time;
    /// a thread that finishes one takes the next. Returns when all have run.
    package static func run(_ order: [Int], jobs: Int, _ body: @Sendable (Int) -> Void) {
        let next = Atomic(0)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, order.count))) { _ in
            while true {
                let taken = next.add(1, ordering: .relaxed).oldValue
                guard taken < order.count else { return }
                body(order[taken])
            }
        }
    }
}
