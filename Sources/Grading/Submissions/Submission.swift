import Foundation

/// One learner's submission in a class's folder: a `.swift` file directly in the folder, or
/// a folder of its own (a clone of the learner's repository, an export's folder per learner)
/// holding the exercise's file, named as the starter (`Badge.swift`), or as its only `.swift` file.
package struct Submission: Sendable {
    /// Its name in the class's folder: `ada.swift`, or `ada` for a folder.
    package let name: String
    /// The file to check, or why there is none.
    let file: Result<URL, MissingFile>

    /// Why a submission's folder has no file to check.
    struct MissingFile: Error {
        let problem: String
    }

    /// Every submission in `folder`, in name order; hidden files and folders, and files that
    /// are not `.swift` files, are left out. A submission that is a symbolic link, or a folder
    /// holding one that leads out of it, has no file to check: a link to the course's solution,
    /// or to a secret file, would otherwise be graded or copied into its report.
    /// - Throws: when `folder` cannot be listed.
    static func all(in folder: URL, for exercise: Exercise) throws -> [Submission] {
        let entries = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
        return entries.filter { !$0.lastPathComponent.hasPrefix(".") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
            .compactMap { entry in
                let name = entry.lastPathComponent
                if isSymbolicLink(entry) {
                    guard entry.pathExtension == "swift" || isFolder(entry) else { return nil }
                    return Submission(name: name, file: .failure(MissingFile(
                        problem: "\(name) is a symbolic link; a submission must be a file or folder of its own")))
                }
                if isFolder(entry) {
                    if let link = linkLeaving(entry) {
                        return Submission(name: name, file: .failure(MissingFile(
                            problem: "the folder \(name) holds \(link), a symbolic link that leads out of it")))
                    }
                    return Submission(name: name, file: file(inFolder: entry, for: exercise))
                }
                guard entry.pathExtension == "swift" else { return nil }
                return Submission(name: name, file: .success(entry))
            }
    }

    private static func isSymbolicLink(_ url: URL) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
    }

    /// The first symbolic link in `folder` (at any depth) whose target is outside it, by its
    /// path inside the folder.
    private static func linkLeaving(_ folder: URL) -> String? {
        let root = folder.resolvingSymlinksInPath().path
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return nil }
        for case let relative as String in walker {
            let entry = folder.appendingPathComponent(relative)
            guard isSymbolicLink(entry) else { continue }
            let target = entry.resolvingSymlinksInPath().path
            if target != root && !target.hasPrefix(root + "/") { return relative }
        }
        return nil
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
