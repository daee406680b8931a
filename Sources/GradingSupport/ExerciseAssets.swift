import Foundation
import SwiftUI

/// The files of the exercise's `assets` folder, for an exercise's support code: a checker's
/// network that answers with a picture (`photo-list`) reads it here. The runtime's own image
/// reader is learn's, not SwiftUI's API, so support code asks through this.
public enum ExerciseAssets {
    /// The bytes of the file at `path` (such as `/thumbs/1.png`) in the folders the scenario's
    /// images are looked for in, or `nil` when none holds it.
    public static func contents(ofFile path: String) -> Data? {
        guard let reader = ImageFiles.reader else { return nil }
        return reader.folders.lazy.compactMap { reader.contents(ofFile: $0 + path) }.first.map { Data($0) }
    }
}
