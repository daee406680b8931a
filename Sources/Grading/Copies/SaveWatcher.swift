import Foundation

/// Notices when files are saved, by looking at their modification times and sizes twice a
/// second (editors save in so many ways that polling is the one way that sees them all).
package struct SaveWatcher {
    /// How often the files are looked at, in seconds, unless a watcher says otherwise.
    package static let interval: Double = 0.5
    private let files: [URL]
    private let interval: Double
    private var stamps: [URL: Stamp?]

    private struct Stamp: Equatable {
        let seconds: Int
        let nanoseconds: Int
        let size: Int64
    }

    /// Watches `files`, which need not exist yet: a file appearing counts as saved.
    package init(files: [URL], interval: Double = SaveWatcher.interval) {
        self.files = files
        self.interval = interval
        stamps = Dictionary(uniqueKeysWithValues: files.map { ($0, Self.stamp(of: $0)) })
    }

    /// Waits until one of the files is saved and returns it.
    package mutating func nextSave() -> URL {
        while true {
            usleep(useconds_t(interval * 1_000_000))
            for file in files {
                let stamp = Self.stamp(of: file)
                if stamp != stamps[file], stamp != nil {
                    stamps[file] = stamp
                    return file
                }
                stamps[file] = stamp
            }
        }
    }

    private static func stamp(of file: URL) -> Stamp? {
        var status = stat()
        guard stat(file.path, &status) == 0 else { return nil }
        return Stamp(seconds: status.st_mtim.tv_sec, nanoseconds: status.st_mtim.tv_nsec, size: Int64(status.st_size))
    }
}
