import Foundation
import XCTest
@testable import SwiftUI

/// `@SceneStorage` (kept in memory for the run, like AppStorage; each test uses keys of its own)
/// and `@ScaledMetric` (a length scaled with the Dynamic Type size).
final class SceneStorageAndScaledMetricTests: XCTestCase {
    struct Counter: View {
        @SceneStorage("SceneStorageTests.count") var count = 0
        var body: some View {
            Button("Count \(count)") { count += 1 }
        }
    }

    struct Echo: View {
        @SceneStorage("SceneStorageTests.count") var count = 0
        @AppStorage("SceneStorageTests.count") var appCount = 7
        var body: some View { Text("seen \(count), app \(appCount)") }
    }

    /// Apple's docs for `SceneStorage`: a value the scene keeps under its key, read and written
    /// like state; every view of the key sees a change. It is apart from AppStorage's value of the
    /// same key (ours: SwiftUI keeps them in different stores).
    func testSceneStorageStartsAtItsDefaultAndIsSharedByKey() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Counter()
            Echo()
        }
        let h = TerminalHost(rootView: view, proposal: ProposedViewSize(width: 240, height: nil))
        XCTAssertEqual(h.renderedLines.last, "seen 0, app 7")
        XCTAssertTrue(h.tap("Count 0"))
        XCTAssertTrue(h.tap("Count 1"))
        XCTAssertEqual(h.renderedLines.last, "seen 2, app 7")
    }

    struct Icon: View {
        @ScaledMetric var size = 34.0
        @ScaledMetric(relativeTo: .title) var gap: CGFloat = 17
        var body: some View {
            Color.red.frame(width: size, height: gap).accessibilityIdentifier("icon")
        }
    }

    /// Apple's docs for `ScaledMetric`: the value scales with the Dynamic Type size. At `.large`
    /// it is as written; body text is 17 points at `.large`, 23 at `.xxxLarge` and 53 at
    /// `.accessibility5` (Apple's Dynamic Type sizes), so 34 becomes 46 and 106, and 17 becomes
    /// 23 and 53.
    func testScaledMetricFollowsTheDynamicTypeSize() {
        func frame(_ size: DynamicTypeSize) -> CGSize? {
            host(Icon().dynamicTypeSize(size), width: 400, height: 400).frame(ofIdentifier: "icon")?.size
        }
        XCTAssertEqual(frame(.large), CGSize(width: 34, height: 17))
        XCTAssertEqual(frame(.xxxLarge), CGSize(width: 46, height: 23))
        XCTAssertEqual(frame(.accessibility5), CGSize(width: 106, height: 53))
        XCTAssertEqual(frame(.xSmall), CGSize(width: 28, height: 14))
    }
}
