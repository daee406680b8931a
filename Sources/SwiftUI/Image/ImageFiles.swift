import Foundation
internal import ImageDecoding

/// Reads the files behind `Image("name")` and `AsyncImage(url:)` for the runtime, which does
/// no file I/O itself. Each host installs one in ``ImageFiles/reader``: `learn run` one that
/// looks in the learner's file's folder, the REPL's evaluator in its working folder, a scenario
/// program in the exercise's `assets` folder.
package protocol ImageFileReader: Sendable {
    /// The folders `Image("name")` looks in, in order.
    var folders: [String] { get }
    /// The bytes of the file at `path` (absolute), or `nil` when there is no such file.
    func contents(ofFile path: String) -> [UInt8]?
}

/// Where the runtime finds pictures, and the pictures it has decoded.
///
/// `Image("name")` looks for `name`, then `name.png`, `name.jpg` and `name.jpeg` in each
/// folder: SwiftUI finds an image by its asset name, and a learner's asset is a file next to
/// their code. A name with one of those extensions is looked up as it is.
package enum ImageFiles {
    nonisolated(unsafe) private static var installed: (any ImageFileReader)?
    nonisolated(unsafe) private static var pictures: [String: Result<DecodedImage, ImageDecodingError>] = [:]
    private static let lock = NSLock()

    /// The reader the runtime asks for files; `nil` (the default) finds none. Installing one
    /// forgets the pictures decoded so far.
    package static var reader: (any ImageFileReader)? {
        get { lock.withLock { installed } }
        set { lock.withLock { installed = newValue; pictures = [:] } }
    }

    /// The file names tried for `name`, in order.
    static func candidates(for name: String) -> [String] {
        let lowercased = name.lowercased()
        if [".png", ".jpg", ".jpeg"].contains(where: lowercased.hasSuffix) { return [name] }
        return [name + ".png", name + ".jpg", name + ".jpeg"]
    }

    /// The picture named `name` in the reader's folders, or `nil` after warning, in plain
    /// words, which file is missing or damaged and where it was looked for.
    static func picture(named name: String) -> DecodedImage? {
        guard let reader else {
            RuntimeWarning.report("No image named \"\(name)\" was found: this program has no folder to look for pictures in.")
            return nil
        }
        for folder in reader.folders {
            for file in candidates(for: name) {
                let path = URL(fileURLWithPath: folder).appendingPathComponent(file).path
                // A damaged file is not passed over for another: the warning names it.
                if let decoded = decodedFile(atPath: path, reader: reader) { return try? decoded.get() }
            }
        }
        let tried = candidates(for: name).joined(separator: ", ")
        RuntimeWarning.report("No image named \"\(name)\" was found: looked for \(tried) in \(reader.folders.joined(separator: ", ")).")
        return nil
    }

    /// The picture in the file at `path` (absolute), or why there is none, in plain words.
    static func picture(atPath path: String) -> Result<DecodedImage, ImageDecodingError> {
        guard let reader else {
            return .failure(ImageDecodingError(message: "this program has no way to read files"))
        }
        return decodedFile(atPath: path, reader: reader) ?? .failure(ImageDecodingError(message: "there is no file \(path)"))
    }

    /// The file at `path` decoded (once), or `nil` when there is no such file. A file that
    /// could not be decoded is reported the first time.
    static func decodedFile(atPath path: String, reader: any ImageFileReader) -> Result<DecodedImage, ImageDecodingError>? {
        if let known = lock.withLock({ pictures[path] }) { return known }
        guard let bytes = reader.contents(ofFile: path) else { return nil }
        let decoded = DecodedImage.decode(bytes)
        lock.withLock { pictures[path] = decoded }
        if case .failure(let error) = decoded {
            RuntimeWarning.report("The image \(path) could not be read: \(error.message).")
        }
        return decoded
    }
}
