import Foundation
import LearnerFiles
import LearnerProcesses

extension DirectBuildRecipe {
    /// The recipe of `toolchain`'s driver: from the cache when it was read for this same
    /// `swiftc` (its path, size and time of change), else by running `swiftc -###` once.
    /// `LEARN_COMPILE_WITH_SWIFTC=1` in `environment` asks for none, should the direct path misbehave.
    /// - Throws: ``DirectBuildRecipeError`` when it is not to be used, or the driver's plan has none in it.
    package static func read(
        for toolchain: Toolchain, environment: [String: String] = ProcessInfo.processInfo.environment,
        cache: CacheFolder = CacheFolder()
    ) throws -> DirectBuildRecipe {
        if environment["LEARN_COMPILE_WITH_SWIFTC"] == "1" { throw DirectBuildRecipeError.turnedOff }
        let key = toolchain.stamp
        if let data = cache.read(cacheFile), let cached = try? JSONDecoder().decode(Cached.self, from: data), cached.toolchain == key,
           cached.recipe.isInside(toolchain) {
            return cached.recipe
        }
        let workspace = try Workspace(prefix: "learn-probe")
        let signals = TerminationSignals()
        let driver = ToolInvocation(executable: toolchain.swiftc, name: "swiftc")
        let result = try driver.run(probeArguments, in: workspace, stopRequest: { signals.received })
        guard case .finished(true, let plan) = result, let recipe = DirectBuildRecipe(driverPlan: plan) else {
            if case .finished(_, let plan) = result { throw DirectBuildRecipeError.notInPlan(plan) }
            throw DirectBuildRecipeError.notInPlan("")
        }
        if let data = try? JSONEncoder().encode(Cached(toolchain: key, recipe: recipe)) {
            cache.write(data, to: cacheFile)
        }
        return recipe
    }

    private static let cacheFile = "direct-build-recipe.json"

    /// Whether the programs the recipe starts are the toolchain's own, beside its `swiftc`: a
    /// recipe read back from the cache that names any other program is read again from the
    /// driver, whoever wrote it.
    func isInside(_ toolchain: Toolchain) -> Bool {
        let folder = URL(fileURLWithPath: toolchain.swiftc).resolvingSymlinksInPath().deletingLastPathComponent().path
        return [frontend, linker].allSatisfy {
            URL(fileURLWithPath: $0).resolvingSymlinksInPath().deletingLastPathComponent().path == folder
        }
    }

    private struct Cached: Codable {
        let toolchain: FileStamp
        let recipe: DirectBuildRecipe
    }
}

/// Why the frontend and `ld.lld` are not called directly, in words that follow "because".
package enum DirectBuildRecipeError: Error, CustomStringConvertible {
    /// `LEARN_COMPILE_WITH_SWIFTC=1` asked for the driver.
    case turnedOff
    /// The driver's plan (`swiftc -###`) had no frontend and `ld.lld` commands to build from.
    case notInPlan(String)

    package var description: String {
        switch self {
        case .turnedOff:
            "LEARN_COMPILE_WITH_SWIFTC is 1"
        case .notInPlan(let plan):
            "swiftc -### did not show a frontend and an ld.lld link to call directly"
                + (plan.isEmpty ? "" : ":\n" + plan.prefix(500))
        }
    }
}
