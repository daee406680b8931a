import XCTest
@testable import SwiftUI

/// SceneBuilder: the result builder of an App's and a Scene's `body`. Several scenes in one body
/// are allowed; a terminal, like an iPhone, shows the first window group; `if`/`else` chooses
/// between scenes (Apple's SceneBuilder documentation lists buildBlock and buildEither).
final class SceneBuilderTests: XCTestCase {
    struct TwoWindows: App {
        static var compact = true

        @SceneBuilder func scenes() -> some Scene {
            if Self.compact {
                WindowGroup { Text("Compact") }
            } else {
                WindowGroup { Text("Regular") }
            }
            WindowGroup { Text("Second window") }
        }

        var body: some Scene { scenes() }
    }

    func testTheFirstSceneOfABuiltBodyIsShown() {
        TwoWindows.compact = true
        XCTAssertEqual(TerminalHost(rootView: _AppRoot(TwoWindows())).render(), "Compact")
        TwoWindows.compact = false
        XCTAssertEqual(TerminalHost(rootView: _AppRoot(TwoWindows())).render(), "Regular")
    }
}
