import CEditLineShim
import Foundation

/// The entries that Up and Down walk through, and the file that keeps them between
/// sessions, in libedit's format (multi-line entries stay one entry).
final class EditHistory {
    /// The most entries kept, in memory and in the file; the oldest go first.
    static let capacity: Int32 = 1000

    /// libedit's history, for `shim_el_set_hist`.
    let handle: OpaquePointer
    private let file: String?

    /// Loads `file` if there is one; a missing or unreadable file is an empty history.
    init(file: String?) {
        handle = Self.makeHistory()
        self.file = file
        if let file {
            withUTF8Locale { _ = shim_history_load(handle, file) }
        }
    }

    deinit {
        history_end(handle)
    }

    private static func makeHistory() -> OpaquePointer {
        guard let history = history_init() else { fatalError("libedit could not allocate a history") }
        shim_history_setsize(history, capacity)
        // Entering the same input twice in a row keeps one entry, as shells do.
        shim_history_setunique(history, 1)
        return history
    }

    /// Adds `entry` as the newest entry and appends it to the file.
    ///
    /// The entry goes into what the file holds now rather than this session's list, so
    /// sessions running side by side keep each other's entries. The new file is written
    /// beside the old one and renamed over it: a reader sees the old or the new file,
    /// never half of one. A file that cannot be written is skipped: history is a
    /// convenience, and the session goes on without it.
    func add(_ entry: String) {
        withUTF8Locale {
            _ = shim_history_enter(handle, entry)
            guard let file else { return }
            let merged = Self.makeHistory()
            defer { history_end(merged) }
            _ = shim_history_load(merged, file)
            _ = shim_history_enter(merged, entry)
            Self.createParentDirectory(of: file)
            let temporary = "\(file).\(getpid()).tmp"
            guard shim_history_save(merged, temporary) >= 0, rename(temporary, file) == 0 else {
                unlink(temporary)
                return
            }
        }
    }

    /// Creates the folders above `file` that are missing, readable only by the learner
    /// (the XDG base directory specification asks for 0700).
    static func createParentDirectory(of file: String) {
        let directory = (file as NSString).deletingLastPathComponent
        guard !directory.isEmpty else { return }
        try? FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }
}
