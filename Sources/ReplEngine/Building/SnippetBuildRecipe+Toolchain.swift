import Evaluation
import Foundation

extension SnippetBuildRecipe {
    /// The recipe of `toolchain`'s driver: from the cache when it was read for this same
    /// `swiftc` (its path, size and time of change), else by running `swiftc -###` once.
    /// - Throws: ``SnippetBuildRecipeError`` when the driver's plan has no recipe in it.
    static func read(for toolchain: Toolchain, cache: CacheFolder = CacheFolder()) throws -> SnippetBuildRecipe {
        let key = Self.toolchainKey(toolchain)
        if let data = cache.read(cacheFile), let cached = try? JSONDecoder().decode(Cached.self, from: data), cached.toolchain == key {
            return cached.recipe
        }
        let workspace = try Workspace(prefix: "learn-probe")
        let signals = TerminationSignals()
        let driver = ToolInvocation(executable: toolchain.swiftc, name: "swiftc")
        let result = try driver.run(probeArguments, in: workspace, stopRequest: { signals.received })
        guard case .finished(true, let plan) = result, let recipe = SnippetBuildRecipe(driverPlan: plan) else {
            if case .finished(_, let plan) = result { throw SnippetBuildRecipeError(plan: plan) }
            throw SnippetBuildRecipeError(plan: "")
        }
        if let data = try? JSONEncoder().encode(Cached(toolchain: key, recipe: recipe)) {
            cache.write(data, to: cacheFile)
        }
        return recipe
    }

    private static let cacheFile = "snippet-build-recipe.json"

    /// What identifies a toolchain: a new one is at another path, or has another size or time.
    private static func toolchainKey(_ toolchain: Toolchain) -> String {
        let resolved = URL(fileURLWithPath: toolchain.swiftc).resolvingSymlinksInPath().path
        let attributes = try? FileManager.default.attributesOfItem(atPath: resolved)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        let changed = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(resolved) \(size) \(changed)"
    }

    private struct Cached: Codable {
        let toolchain: String
        let recipe: SnippetBuildRecipe
    }
}

/// The driver's plan (`swiftc -###`) had no frontend and `ld.lld` commands to build from.
struct SnippetBuildRecipeError: Error, CustomStringConvertible {
    let plan: String

    var description: String {
        "swiftc -### did not show a frontend and an ld.lld link to call directly"
            + (plan.isEmpty ? "" : ":\n" + plan.prefix(500))
    }
}
