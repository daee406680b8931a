import LearnerFiles
import LearnerPrograms
import Foundation
import ScenarioRecords

/// What each exercise's reference solution drew in every scenario, kept between checks so
/// that a check compiles and runs only the learner's program: `reference-<id>.json` in learn's
/// cache folder holds the ``ReferenceKey`` it was drawn under and the drawings.
///
/// The cache only ever saves work: an entry that is missing, unreadable, undecodable or under
/// another key is ignored (and replaced after the next reference run), and one that cannot be
/// written is not kept.
package struct ReferenceCache: Sendable {
    package let folder: CacheFolder

    package init(folder: CacheFolder = CacheFolder()) {
        self.folder = folder
    }

    private struct Entry: Codable {
        let key: ReferenceKey
        let drawings: [ScenarioDrawing]
    }

    /// The name of `exercise`'s entry in the cache folder.
    static func entryName(for exercise: Exercise) -> String {
        "reference-\(exercise.id).json"
    }

    /// The drawings kept for `exercise` under `key`, if there are any.
    func drawings(for exercise: Exercise, key: ReferenceKey) -> [ScenarioDrawing]? {
        guard let data = folder.read(Self.entryName(for: exercise)),
              let entry = try? JSONDecoder().decode(Entry.self, from: data),
              entry.key == key, entry.drawings.count == exercise.manifest.scenarios.count
        else { return nil }
        return entry.drawings
    }

    /// Keeps `drawings` for `exercise` under `key`. The file is replaced at once: a check
    /// reading it at the same time sees the old entry or the new, never half of one.
    func store(_ drawings: [ScenarioDrawing], for exercise: Exercise, key: ReferenceKey) {
        guard let data = try? JSONEncoder().encode(Entry(key: key, drawings: drawings)) else { return }
        folder.write(data, to: Self.entryName(for: exercise))
    }
}
