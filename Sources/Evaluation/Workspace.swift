import Foundation

/// A fresh private directory for one evaluation, holding the generated source, the
/// compiler's output and the executable; removed when the evaluation ends.
struct Workspace: ~Copyable {
    /// Absolute path of the directory.
    let path: String

    /// Creates a uniquely named directory under the system's temporary folder.
    init() throws(WorkspaceError) {
        let base = NSTemporaryDirectory()
        var template = Array((base as NSString).appendingPathComponent("learn-run-XXXXXX").utf8CString)
        // mkdtemp picks a name no concurrent run can also get, and creates it mode 0700.
        guard let created = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw WorkspaceError(directory: base, reason: String(cString: strerror(errno)))
        }
        path = String(cString: created)
    }

    /// The absolute path of `name` inside the workspace.
    func file(_ name: String) -> String {
        path + "/" + name
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// The temporary directory for an evaluation could not be created.
public struct WorkspaceError: Error, CustomStringConvertible {
    let directory: String
    let reason: String

    public var description: String {
        "could not create a temporary folder in \(directory): \(reason); set TMPDIR to a writable folder"
    }
}
