import LearnerFiles
import LearnerPrograms
import Foundation
import ScenarioRecords
import TerminalSupport

/// Everything that can change what an exercise's reference solution draws: a drawing kept in
/// the ``ReferenceCache`` is used only while every part is the same as when it was drawn.
struct ReferenceKey: Codable, Equatable {
    /// Raised whenever what is kept, or how a scenario program records a drawing, changes.
    static let currentFormat = 3

    let format: Int
    /// A digest of every file in the exercise's folder (its manifest with the support code and
    /// scenarios, its assets) and of the reference solution.
    let exercise: String
    /// The runtime library and the modules a scenario program is compiled against.
    let runtime: [FileStamp]
    /// The compiler, by its real path: installing another toolchain changes it.
    let toolchain: FileStamp
    /// What the pictures are drawn for; they are part of what is kept.
    let pictureColors: ColorDepth
    let pictureBackground: String

    /// The runtime's files a scenario program is built from and run by, relative to the
    /// runtime's folder; `learn-macros` expands the runtime's macros in the solution, and
    /// `learn-program` runs the program when it is built as a library.
    static let runtimeFiles = [
        "libSwiftUI.so",
        "Modules/SwiftUI.swiftmodule",
        "Modules/TerminalPreview.swiftmodule",
        "Modules/GradingSupport.swiftmodule",
        "Modules/ScenarioRecords.swiftmodule",
        "learn-macros",
        "learn-program",
    ]

    /// The key for grading `exercise` with `grader` now.
    /// - Throws: when a file of the exercise cannot be read.
    init(_ exercise: Exercise, grader: Grader) throws {
        format = Self.currentFormat
        var digest = ContentDigest()
        let folder = exercise.folder.standardizedFileURL
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])?
            .compactMap { $0 as? URL }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .map { $0.standardizedFileURL.path }
            .sorted() ?? []
        for file in files + [exercise.solution.standardizedFileURL.path] {
            digest.add(Data(file.utf8))
            digest.add(try Data(contentsOf: URL(fileURLWithPath: file)))
        }
        self.exercise = digest.text
        runtime = Self.runtimeFiles.map { FileStamp(path: grader.runtime.directory + "/" + $0) }
        toolchain = grader.toolchain.stamp
        pictureColors = grader.pictureColors
        pictureBackground = grader.pictureBackground.rawValue
    }
}

/// The 64-bit FNV-1a hash of a sequence of byte strings, each ended by its length so that
/// moving bytes from one to the next changes it. It tells changed files apart, which is all
/// the cache needs; it is not meant to resist someone who crafts a collision.
private struct ContentDigest {
    private var hash: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ data: Data) {
        for byte in data { mix(byte) }
        withUnsafeBytes(of: UInt64(data.count).littleEndian) { for byte in $0 { mix(byte) } }
    }

    private mutating func mix(_ byte: UInt8) {
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }

    var text: String { String(hash, radix: 16) }
}
