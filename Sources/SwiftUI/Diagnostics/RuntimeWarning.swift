import Foundation

/// Reports a mistake in view code without stopping, the way SwiftUI logs
/// "Invalid frame dimension (negative or non-finite)." to the console.
///
/// Each distinct message about view code is reported once per process. The default handler writes to
/// standard error, as SwiftUI's console log does; a host may install its own.
package enum RuntimeWarning {
    nonisolated(unsafe) private static var reported: Set<String> = []
    private static let lock = NSLock()

    /// Receives each warning once. Replace it to collect warnings instead of printing them.
    nonisolated(unsafe) package static var handler: (String) -> Void = { message in
        FileHandle.standardError.write(Data("[SwiftUI] \(message)\n".utf8))
    }

    /// Reports `message` the first time only: layout runs again and again, and a mistake in
    /// view code would otherwise fill the console.
    package static func report(_ message: String) {
        lock.lock()
        let isNew = reported.insert(message).inserted
        lock.unlock()
        if isNew { handler(message) }
    }

    /// Reports `message` every time: it answers one call, such as a tap on a button that
    /// does not exist, and the caller needs to hear why each time.
    static func reportEachTime(_ message: String) {
        handler(message)
    }
}
