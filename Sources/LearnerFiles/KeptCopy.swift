import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A copy of a learner's file that learn keeps before replacing it or putting it aside, under a
/// name that replaces no earlier copy: `<name>-<time><suffix>`, the time written so that names
/// sort as they read and need no quoting in a shell (`badge-20261128-061000.swift`), with `-2`,
/// `-3`, … after it when a copy of that second is there already.
package enum KeptCopy {
    /// Writes `data` into `folder` (made if need be) under the first unused name; returns it.
    package static func keep(_ data: Data, in folder: URL, name: String, suffix: String = "", at time: Date = Date()) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        while true {
            let file = unusedFile(in: folder, name: name, suffix: suffix, at: time)
            do {
                // Never replaces: a copy another process kept there since is a reason to try the next name.
                try data.write(to: file, options: .withoutOverwriting)
                return file
            } catch CocoaError.fileWriteFileExists {
                continue
            }
        }
    }

    /// Moves `file` into `folder` under the first unused name; returns where it is now.
    package static func move(_ file: URL, to folder: URL, name: String, suffix: String = "", at time: Date = Date()) throws -> URL {
        while true {
            let kept = unusedFile(in: folder, name: name, suffix: suffix, at: time)
            // A hard link fails rather than replace a file that appeared since; then the old name goes.
            if link(file.path, kept.path) == 0 {
                unlink(file.path)
                return kept
            }
            guard errno == EEXIST else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: kept.path])
            }
        }
    }

    private static func unusedFile(in folder: URL, name: String, suffix: String, at time: Date) -> URL {
        let stamp = stampFormat.string(from: time)
        var number = 1
        var file = folder.appendingPathComponent("\(name)-\(stamp)\(suffix)")
        while FileManager.default.fileExists(atPath: file.path) {
            number += 1
            file = folder.appendingPathComponent("\(name)-\(stamp)-\(number)\(suffix)")
        }
        return file
    }

    private static let stampFormat: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter
    }()
}
