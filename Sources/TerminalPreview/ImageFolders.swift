import Foundation
import SwiftUI

/// Reads pictures for the runtime from folders on disk: the host side of ``ImageFiles``.
public struct ImageFolders: ImageFileReader {
    /// The folders looked in, in order, as absolute paths.
    public let folders: [String]

    /// Looks in `folders`, in order; relative paths are taken from the working folder.
    public init(_ folders: [String]) {
        self.folders = folders.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    }

    /// The bytes of the file at `path`, or `nil` when there is none or it is a folder.
    public func contents(ofFile path: String) -> [UInt8]? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
              let data = FileManager.default.contents(atPath: path)
        else { return nil }
        return [UInt8](data)
    }
}
