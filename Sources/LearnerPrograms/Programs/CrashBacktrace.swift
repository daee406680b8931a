import Foundation

/// The Swift runtime's crash backtracer, set to name the learner's lines: the crashed thread's
/// first frames, symbolicated, without registers or images (which made it take seconds rather
/// than a hundredth of one). Programs are compiled with line tables (`-gline-tables-only`) for it.
struct CrashBacktrace {
    /// `SWIFT_BACKTRACE` for a program whose backtrace goes into its own output.
    static let settings = "enable=yes,interactive=no,threads=crashed,registers=none,images=none,limit=24,top=0,color=no"

    /// `SWIFT_BACKTRACE` for a program whose backtrace is written to `path`, away from what the
    /// program prints: the learner sees only the runtime's one-line message.
    static func settings(writingTo path: String) -> String {
        settings + ",output-to=\(path)"
    }

    /// The innermost frame of a backtrace in `text` that lies in the learner's file, as
    /// `Badge.swift:6:20 in badge(count:)`, when there is one. (A frame stopped at an
    /// instruction that belongs to no line, as an endless loop can be, names the file alone.)
    ///
    /// The debug information, and so the backtrace, may give a file under the folder the
    /// compiler ran in (learn's current folder) relative to it.
    static func learnerFrame(in text: String, file: LearnerFile) -> String? {
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        for line in text.split(separator: "\n") {
            guard let match = line.firstMatch(of: /0x[0-9a-f]+ (.+) \+ [0-9]+ in \S+ at (.+?)(?::([0-9]+):([0-9]+))?\s*$/),
                  URL(fileURLWithPath: String(match.output.2), relativeTo: folder).standardizedFileURL.path == file.absolutePath
            else { continue }
            let place = match.output.3.map { "\(file.name):\($0):\(match.output.4 ?? "")" } ?? file.name
            return "\(place) in \(match.output.1)"
        }
        return nil
    }
}
