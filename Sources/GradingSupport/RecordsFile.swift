import Foundation
import GradingRecords

/// The file a scenario program appends its records to, one JSON line each, written straight
/// to the file so that a crash right after loses none of them.
struct RecordsFile {
    private let handle: FileHandle
    private let encoder = JSONEncoder()

    init?(path: String) {
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path)
        else { return nil }
        self.handle = handle
    }

    func append(_ line: ScenarioProgramLine) {
        guard let data = try? encoder.encode(line) else { return }
        handle.write(data + Data("\n".utf8))
    }
}
