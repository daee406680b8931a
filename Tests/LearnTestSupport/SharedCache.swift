import Foundation

/// One learn cache folder (`XDG_CACHE_HOME`) for every `learn` the tests start, in the build
/// folder (`.build/debug/learn-test-cache`): the compiler's module cache is filled once, not by
/// every test (1.5–2 s each, measured with `learn check tally`), and a reference solution is
/// drawn once, by whichever test needs it first. Nothing is read from the user's own cache;
/// what is kept is keyed as learn keys it (a rebuilt runtime draws references again), and
/// goes with the build folder. Test processes running at once share it safely: the compiler
/// locks its module cache, and learn replaces a cache file in one step.
///
/// A test about the cache itself (what a learner's program may reach, what the first input
/// costs) passes a folder of its own instead.
public enum SharedCache {
    /// The folder to give as `XDG_CACHE_HOME`; learn keeps its files in `learn/` inside it.
    public static let home: URL = {
        let folder = BuiltProducts.folder.appendingPathComponent("learn-test-cache")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    /// The environment variable and its value, to merge into a started process's environment.
    public static var environment: [String: String] { ["XDG_CACHE_HOME": home.path] }
}
