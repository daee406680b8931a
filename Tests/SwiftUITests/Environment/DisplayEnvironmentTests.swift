import Foundation
import XCTest
@testable import SwiftUI

/// The environment values of the display and the window: size classes, scale, calendar, time
/// zone, focus, tightening and the undo manager.
final class DisplayEnvironmentTests: XCTestCase {
    /// Shows the horizontal size class, as an adaptive layout reads it.
    private struct SizeClassLabel: View {
        @Environment(\.horizontalSizeClass) private var horizontalSizeClass
        @Environment(\.verticalSizeClass) private var verticalSizeClass

        var body: some View {
            Text(horizontalSizeClass == .compact ? "compact" : "regular")
                + Text(verticalSizeClass == .regular ? " tall" : " short")
        }
    }

    /// Our rule (docs/deviations.md): the width is regular from 640 points (80 columns), where
    /// NavigationSplitView shows its columns (Apple: a split view collapses in compact width),
    /// compact below; the height is always regular, a terminal's picture scrolling down.
    func testSizeClassesComeFromTheWindowsWidth() {
        XCTAssertEqual(host(SizeClassLabel(), width: 400, height: 384).render(), "compact tall")
        XCTAssertEqual(host(SizeClassLabel(), width: 640, height: 384).render(), "regular tall")
        XCTAssertEqual(host(SizeClassLabel().environment(\.horizontalSizeClass, .compact), width: 800, height: 384).render(), "compact tall")
    }

    /// Apple's docs: `pixelLength` is 1 / `displayScale`. A terminal draws nothing finer than a
    /// point, so the scale is 1; setting the scale changes the pixel length.
    func testDisplayScaleAndPixelLength() {
        var environment = EnvironmentValues()
        XCTAssertEqual(environment.displayScale, 1)
        XCTAssertEqual(environment.pixelLength, 1)
        environment.displayScale = 2
        XCTAssertEqual(environment.pixelLength, 0.5)
    }

    /// The calendar and time zone are Gregorian in UTC, as the runtime's dates are drawn; a
    /// view that formats with them gets the same day as `Text(date, style: .date)`.
    func testCalendarAndTimeZoneAreUTC() {
        let environment = EnvironmentValues()
        // Linux's Foundation names UTC "GMT"; both are 0 seconds from GMT.
        XCTAssertEqual(environment.timeZone.secondsFromGMT(), 0)
        XCTAssertEqual(environment.calendar.identifier, .gregorian)
        XCTAssertEqual(environment.calendar.timeZone.secondsFromGMT(), 0)
        // 2023-06-05T23:30:00Z is still the 5th in UTC.
        let date = Date(timeIntervalSince1970: 1_686_007_800)
        XCTAssertEqual(environment.calendar.component(.day, from: date), 5)
    }

    /// Shows whether its focusable ancestor has the focus.
    private struct FocusLabel: View {
        @Environment(\.isFocused) private var isFocused
        var body: some View { Text(isFocused ? "focused" : "idle") }
    }

    /// Apple's docs for `isFocused`: whether the nearest focusable ancestor has focus; here the
    /// view inside `focused(_:)` whose state is true.
    func testIsFocusedFollowsTheFocusState() {
        struct Form: View {
            @FocusState var focused: Bool
            let start: Bool
            var body: some View {
                FocusLabel().focused($focused).onAppear { focused = start }
            }
        }
        XCTAssertEqual(host(Form(start: false), width: 80, height: 16).render(), "idle")
        let h = host(Form(start: true), width: 80, height: 16)
        h.update()
        XCTAssertEqual(h.render(), "focused")
    }

    /// `allowsTightening(_:)` sets `EnvironmentValues.allowsTightening` (accepted: drawn
    /// the same); `undoManager` is nil, as in a window without one (accepted).
    func testAllowsTighteningAndUndoManager() {
        struct Reader: View {
            @Environment(\.allowsTightening) private var allowsTightening
            @Environment(\.undoManager) private var undoManager
            var body: some View { Text("\(allowsTightening) \(undoManager == nil)") }
        }
        XCTAssertEqual(host(Reader().allowsTightening(true), width: 80, height: 16).render(), "true true")
    }
}
