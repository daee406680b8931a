import Foundation

/// The real path of the running executable, with symlinks resolved (`.build/debug` is itself a
/// symlink to the platform's build folder; an install links `bin/learn` to `lib/learn/learn`):
/// the one place learn finds itself, and from it its runtime, its helper executables and its
/// course.
package enum RunningExecutable {
    /// `nil` only where `/proc/self/exe` cannot be read.
    package static var url: URL? {
        guard let resolved = realpath("/proc/self/exe", nil) else { return nil }
        defer { free(resolved) }
        return URL(fileURLWithPath: String(cString: resolved))
    }
}
