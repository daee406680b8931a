import Foundation

/// A file by its path, size and modification time, which change whenever it is rebuilt or
/// replaced; a file that does not exist has neither.
package struct FileStamp: Codable, Equatable, Sendable {
    package let path: String
    package let size: UInt64?
    package let modified: Double?

    package init(path: String) {
        self.path = path
        // `stat` itself: FileManager's attributes also look up the owner's name in /etc/passwd.
        var status = stat()
        guard stat(path, &status) == 0 else {
            size = nil
            modified = nil
            return
        }
        size = UInt64(status.st_size)
        modified = Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
    }
}
