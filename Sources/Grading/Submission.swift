import Foundation

/// One learner's submission in a class's folder: a `.swift` file directly in the folder, or
/// a folder of its own (a clone of the learner's repository, an export's folder per learner)
/// holding the exercise's file, named as the starter (`Badge.swift`), or as its only `.swift` file.
public struct Submission: Sendable {
    /// Its name in the class's folder: `ada.swift`, or `ada` for a folder.
    public let name: String
    /// The file to check, or why there is none.
    let file: Result<URL, MissingFile>

    /// Why a submission's folder has no file to check.
    struct MissingFile: Error {
        let problem: String
    }

    /// Every submission in `folder`, in name order; hidden files and folders, and files that
    /// are not `.swift` files, are left out.
    /// - Throws: when `folder` cannot be listed.
    static func all(in folder: URL, for exercise: Exercise) throws -> [Submission] {
        let entries = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
        return entries.filter { !$0.lastPathComponent.hasPrefix(".") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
            .compactMap { entry in
                if isFolder(entry) { return Submission(name: entry.lastPathComponent, file: file(inFolder: entry, for: exercise)) }
                guard entry.pathExtension == "swift" else { return nil }
                return Submission(name: entry.lastPathComponent, file: .success(entry))
            }
    }

    private static func isFolder(_ url: URL) -> Bool {
        (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
    }

    private static func file(inFolder folder: URL, for exercise: Exercise) -> Result<URL, MissingFile> {
        let named = folder.appendingPathComponent(exercise.manifest.starter)
        if FileManager.default.fileExists(atPath: named.path) { return .success(named) }
        let swiftFiles = ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "swift" && !isFolder($0) }
        if swiftFiles.count == 1 { return .success(swiftFiles[0]) }
        let found = swiftFiles.isEmpty ? "no .swift file" : "\(swiftFiles.count) .swift files, none of them"
        return .failure(MissingFile(problem: "the folder \(folder.lastPathComponent) has \(found) named \(exercise.manifest.starter)"))
    }
}
