import Foundation

/// A fresh private directory for one `learn run` or one REPL session, holding the generated
/// sources, the compiler's output and what it built; removed when this value is destroyed.
package struct Workspace: ~Copyable {
    /// Absolute path of the directory.
    package let path: String

    /// Creates a uniquely named directory, `<prefix>-XXXXXX`, under the system's temporary folder.
    package init(prefix: String = "learn-run") throws(WorkspaceError) {
        let base = NSTemporaryDirectory()
        var template = Array((base as NSString).appendingPathComponent(prefix + "-XXXXXX").utf8CString)
        // mkdtemp picks a name no concurrent run can also get, and creates it mode 0700.
        guard let created = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw WorkspaceError(directory: base, reason: String(cString: strerror(errno)))
        }
        path = String(cString: created)
    }

    /// The absolute path of `name` inside the workspace.
    package func file(_ name: String) -> String {
        path + "/" + name
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// The temporary directory for an evaluation could not be created.
package struct WorkspaceError: Error, CustomStringConvertible {
    package let directory: String
    package let reason: String

    package var description: String {
        "could not create a temporary folder in \(directory): \(reason); set TMPDIR to a writable folder"
    }
}
