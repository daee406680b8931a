import XCTest
import TerminalPreview
@testable import SwiftUI

/// The ways code from iOS tutorials makes colours: UIKit's named colours through `Color(_:)`
/// and `Color(uiColor:)`, colour literals, components in a colour space, and colour sets of an
/// asset catalogue (issue 26's colours family).
final class ColorSourcesTests: XCTestCase {
    private func components(_ color: Color, _ scheme: ColorScheme = .light) -> [Float] {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        let resolved = color.resolve(in: environment)
        return [resolved.red * 255, resolved.green * 255, resolved.blue * 255, resolved.opacity].map { ($0 * 100).rounded() / 100 }
    }

    /// UIKit's dynamic colours have a light and a dark value; the figures are those of Apple's
    /// Human Interface Guidelines (Color, "iOS, iPadOS system colors"), as tabulated in
    /// noahgilmore.com/blog/dark-mode-uicolor-compatibility.
    func testUIKitNamesAdaptToTheAppearance() {
        XCTAssertEqual(components(Color(.tertiarySystemFill)), [118, 118, 128, 0.12])
        XCTAssertEqual(components(Color(.tertiarySystemFill), .dark), [118, 118, 128, 0.24])
        XCTAssertEqual(components(Color(.systemGray6)), [242, 242, 247, 1])
        XCTAssertEqual(components(Color(.systemGray6), .dark), [28, 28, 30, 1])
        XCTAssertEqual(components(Color(uiColor: .secondaryLabel), .dark), [235, 235, 245, 0.6])
        XCTAssertEqual(Color(uiColor: .systemBackground), Color(.systemBackground))
    }

    /// `UIColor.red` is pure red (its documentation: "red: 1.0, green: 0.0, blue: 0.0"), not
    /// SwiftUI's system red, which `Color.red` and `UIColor.systemRed` are.
    func testUIKitsFixedColoursAreNotTheSystemColours() {
        XCTAssertEqual(components(Color(.red)), [255, 0, 0, 1])
        XCTAssertEqual(components(Color(.systemRed)), components(.red))
        XCTAssertEqual(components(Color(.darkGray)), [85, 85, 85, 1], "UIColor.darkGray is white 1/3")
    }

    /// A colour literal is UIKit's colour where nothing else is asked for, and a `Color` where a
    /// colour is.
    func testColourLiteralsCompileBothWays() {
        let literal = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        XCTAssertEqual(components(Color(literal)), [255, 127.5, 0, 1])
        let color: Color = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5)
        XCTAssertEqual(components(color), [0, 0, 255, 0.5])
    }

    /// `Color(.sRGB, …)` is the plain initializer; linear components are encoded with sRGB's
    /// curve (IEC 61966-2-1: 0.5 linear is 0.7354 encoded); Display P3's grey is sRGB's grey
    /// (the spaces share their white point and curve).
    func testColourSpacesConvertToSRGB() {
        XCTAssertEqual(Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6), Color(red: 0.2, green: 0.4, blue: 0.6))
        XCTAssertEqual(components(Color(.sRGBLinear, white: 0.5))[0], (0.7354 * 255 * 100).rounded() / 100, accuracy: 0.3)
        let grey = components(Color(.displayP3, red: 0.5, green: 0.5, blue: 0.5))
        XCTAssertEqual(grey[0], 127.5, accuracy: 0.2)
        XCTAssertEqual(grey[2], 127.5, accuracy: 0.2)
        // P3's pure red is outside sRGB: clamped to sRGB's red.
        XCTAssertEqual(components(Color(.displayP3, red: 1, green: 0, blue: 0)), [255, 0, 0, 1])
    }

    /// A colour set as Xcode writes it: a universal entry and one for the dark luminosity, with
    /// components as 0–1 numbers, 8-bit values or hexadecimal.
    func testAColourSetIsReadFromAnAssetCatalogue() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("learn-colors-\(UUID().uuidString)")
        let set = folder.appendingPathComponent("Assets.xcassets/Brand.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder); ImageFiles.reader = nil }
        try Data("""
            {"colors": [
              {"color": {"color-space": "srgb", "components": {"alpha": "1.000", "red": "0x1C", "green": "128", "blue": "0.500"}}, "idiom": "universal"},
              {"appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"color-space": "srgb", "components": {"alpha": "1.000", "white": "0.900"}}, "idiom": "universal"}
            ], "info": {"author": "xcode", "version": 1}}
            """.utf8).write(to: set.appendingPathComponent("Contents.json"))
        ImageFiles.reader = ImageFolders([folder.path])
        XCTAssertEqual(components(Color("Brand")), [28, 128, 127.5, 1])
        XCTAssertEqual(components(Color("Brand"), .dark), [229.5, 229.5, 229.5, 1])
    }

    /// A colour the catalogue does not have is drawn clear, with a warning naming where it was
    /// looked for; SwiftUI logs "No color named … found in asset catalog" and draws nothing.
    func testAMissingColourIsClearWithAWarning() {
        ImageFiles.reader = ImageFolders(["/nonexistent-learn-folder"])
        defer { ImageFiles.reader = nil }
        var color = Color.red
        let warnings = collectingWarnings { color = Color("Nowhere") }
        XCTAssertEqual(components(color)[3], 0)
        XCTAssertTrue(warnings.contains { $0.contains("No color named \"Nowhere\"") && $0.contains("/nonexistent-learn-folder") }, "\(warnings)")
        let picture = TerminalHost(rootView: Color("Nowhere").frame(width: 16, height: 16), proposal: .unspecified).render()
        XCTAssertEqual(picture.trimmingCharacters(in: .whitespacesAndNewlines), "", "a clear colour draws nothing")
    }
}
