import LearnerFiles
import LearnerPrograms
import Foundation
import XCTest

/// learn's cache folder follows XDG, and the one home-folder rule.
final class CacheFolderTests: XCTestCase {
    func testTheCacheIsInXDGCacheHomeOrTheHomeFolder() {
        XCTAssertEqual(CacheFolder(environment: ["XDG_CACHE_HOME": "/cache", "HOME": "/home/ada"]).path, "/cache/learn")
        XCTAssertEqual(CacheFolder(environment: ["XDG_CACHE_HOME": "cache", "HOME": "/home/ada"]).path, "/home/ada/.cache/learn")
    }

    /// An empty or relative `HOME` counts as unset: the account's home folder, never the root.
    func testAnEmptyOrRelativeHomeIsTheAccountsHome() throws {
        let account = try XCTUnwrap(getpwuid(getuid()).map { String(cString: $0.pointee.pw_dir) })
        for home in ["", "ada"] {
            XCTAssertEqual(CacheFolder(environment: ["HOME": home]).path, account + "/.cache/learn", home)
        }
    }
}
