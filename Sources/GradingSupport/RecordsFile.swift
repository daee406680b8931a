import Foundation
import ScenarioRecords

/// The file a scenario program appends its records to, one JSON line each, written straight
/// to the file so that a crash right after loses none of them.
struct RecordsFile {
    private let handle: FileHandle
    private let encoder = JSONEncoder()

    /// Opens the file learn made for the records, emptied: in a sandbox it is the one file the
    /// program may write, so it is written in place, never replaced.
    init?(path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    func append(_ line: ScenarioProgramLine) {
        guard let data = try? encoder.encode(line) else { return }
        handle.write(data + Data("\n".utf8))
    }
}
