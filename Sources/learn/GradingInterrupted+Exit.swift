import Foundation
import Grading

extension GradingInterrupted {
    /// Ends learn the way the signal would have, once the program being graded is stopped, so
    /// that a shell loop running `learn check` stops too.
    func exitBySignal() -> Never {
        FileHandle.standardError.write(Data("learn: interrupted\n".utf8))
        Glibc.signal(self.signal, SIG_DFL)
        raise(self.signal)
        exit(128 + self.signal)
    }
}
