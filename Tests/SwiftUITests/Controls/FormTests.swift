import Foundation
import XCTest
@testable import SwiftUI

/// Forms in the style of SwiftUI by Tutorials: a VStack of controls bound to the properties of
/// one model, driven the way a person would fill them in.
final class ControlsFormTests: XCTestCase {
    struct Profile {
        var name = ""
        var notifications = true
        var reminders = 3
        var volume = 0.5
    }

    struct ProfileForm: View {
        @State var profile = Profile()

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                TextField("Name", text: $profile.name)
                Toggle("Notifications", isOn: $profile.notifications)
                Stepper("Reminders: \(profile.reminders)", value: $profile.reminders, in: 0...5)
                    .accessibilityIdentifier("reminders")
                Slider(value: $profile.volume) { Text("Volume") }
                Text(summary)
            }
        }

        var summary: String {
            let name = profile.name.isEmpty ? "nobody" : profile.name
            return "\(name), \(profile.notifications ? "on" : "off"), \(profile.reminders), \(Int(profile.volume * 100))%"
        }
    }

    func testFillingInTheForm() {
        // 160 pt: every control takes the full width, one line each.
        let host = TerminalHost(rootView: ProfileForm(), proposal: ProposedViewSize(width: 160, height: 80))
        XCTAssertEqual(host.renderedLines, [
            "Name",
            "Notifications [   ●]",
            "Reminders: 3   [−|+]",
            "━━━━━━━━━━●─────────",
            "nobody, on, 3, 50%",
        ])

        XCTAssertTrue(host.type("Ada", into: "Name"))
        XCTAssertTrue(host.toggle("Notifications"))
        XCTAssertTrue(host.setValue(5, for: "reminders"))
        XCTAssertTrue(host.setValue(1, for: "Volume"))

        XCTAssertEqual(host.renderedLines, [
            "Ada",
            "Notifications [○   ]",
            "Reminders: 5   [−|+]",
            "━━━━━━━━━━━━━━━━━━━●",
            "Ada, off, 5, 100%",
        ])
    }

    func testEachInteractionRunsTheFormAndTheControlThatChanged() {
        let host = TerminalHost(rootView: ProfileForm(), proposal: ProposedViewSize(width: 160, height: 80))
        host.toggle("Notifications")
        // The form reads the profile for its summary; the toggle's value changed.
        XCTAssertEqual(host.bodyEvaluations.first, "ProfileForm")
        XCTAssertTrue(host.bodyEvaluations.contains("Toggle<Text>"), "\(host.bodyEvaluations)")
        host.type("Ada", into: "Name")
        XCTAssertEqual(host.bodyEvaluations.first, "ProfileForm")
        XCTAssertTrue(host.bodyEvaluations.contains("TextField<Text>"), "\(host.bodyEvaluations)")
    }

    final class Settings: ObservableObject {
        @Published var username = ""
        @Published var darkMode = false
        @Published var fontSize = 12.0
    }

    struct SettingsForm: View {
        @StateObject var settings = Settings()

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                TextField("Username", text: $settings.username)
                Toggle("Dark Mode", isOn: $settings.darkMode)
                Stepper("Font size", value: $settings.fontSize, in: 8...24, step: 2)
                Text("\(settings.username) \(settings.darkMode ? "dark" : "light") \(Int(settings.fontSize))")
            }
        }
    }

    func testFormBoundToAnObservableObject() {
        let host = TerminalHost(rootView: SettingsForm(), proposal: ProposedViewSize(width: 160, height: 64))
        host.type("ada", into: "Username")
        host.toggle("Dark Mode")
        host.increment("Font size")
        host.increment("Font size")
        XCTAssertEqual(host.renderedLines, [
            "ada",
            "Dark Mode     [   ●]",
            "Font size      [−|+]",
            "ada dark 16",
        ])
    }

    func testFramesFollowTheNewState() {
        struct Growing: View {
            @State var name = ""
            var body: some View {
                HStack {
                    TextField("Name", text: $name).fixedSize()
                    Text("!").accessibilityIdentifier("mark")
                }
            }
        }
        let host = TerminalHost(rootView: Growing(), proposal: ProposedViewSize(width: 200, height: 16))
        // "Name" (the placeholder) is 32 pt; the mark follows 8 pt later.
        assertFrame(host.frame(ofIdentifier: "mark"), CGRect(x: 40, y: 0, width: 8, height: 16))
        host.type("Augusta", into: "Name")
        assertFrame(host.frame(ofIdentifier: "mark"), CGRect(x: 64, y: 0, width: 8, height: 16))
    }
}
