import Foundation
import LearnerFiles
import XCTest

/// One rule for the home folder: `HOME` when it is an absolute path, else the account's home,
/// else none.
final class HomeFolderTests: XCTestCase {
    func testAnAbsoluteHomeIsTheHomeFolder() {
        XCTAssertEqual(HomeFolder(environment: ["HOME": "/home/ada/"], accountHome: "/home/account")?.path, "/home/ada")
    }

    func testAnEmptyRelativeOrMissingHomeCountsAsUnset() {
        for environment in [["HOME": ""], ["HOME": "ada"], ["HOME": "./"], [:]] {
            XCTAssertEqual(HomeFolder(environment: environment, accountHome: "/home/account")?.path, "/home/account", "\(environment)")
        }
    }

    func testWithoutAnAbsoluteHomeAnywhereThereIsNone() {
        XCTAssertNil(HomeFolder(environment: ["HOME": ""], accountHome: nil))
        XCTAssertNil(HomeFolder(environment: [:], accountHome: ""))
        XCTAssertNil(HomeFolder(environment: ["HOME": "ada"], accountHome: "ada"))
    }

    func testTheAccountsHomeIsTheOneThePasswordDatabaseGives() throws {
        let entry = try XCTUnwrap(getpwuid(getuid()))
        XCTAssertEqual(HomeFolder.accountHome(), String(cString: entry.pointee.pw_dir))
    }

    func testTildeIsExpandedAndAbbreviatedAsAShellDoes() throws {
        let home = try XCTUnwrap(HomeFolder(environment: ["HOME": "/home/ada"], accountHome: nil))
        XCTAssertEqual(home.expanding("~/learn-exercises/badge.swift"), "/home/ada/learn-exercises/badge.swift")
        XCTAssertEqual(home.expanding("~ada/x"), "~ada/x")
        XCTAssertEqual(home.abbreviating(URL(fileURLWithPath: "/home/ada/learn-exercises/badge.swift")), "~/learn-exercises/badge.swift")
        XCTAssertEqual(home.abbreviating(URL(fileURLWithPath: "/home/adam/x.swift")), "/home/adam/x.swift")
    }
}
