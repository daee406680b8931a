import SwiftUI

/// The names of the system colours as they resolve in one colour scheme, so a report can say
/// "the red fill" rather than "the #FF3B30 fill".
struct SystemColorNames {
    private static let colors: [(String, Color)] = [
        ("black", .black), ("white", .white), ("gray", .gray), ("red", .red), ("orange", .orange),
        ("yellow", .yellow), ("green", .green), ("mint", .mint), ("teal", .teal), ("cyan", .cyan),
        ("blue", .blue), ("indigo", .indigo), ("purple", .purple), ("pink", .pink), ("brown", .brown),
        ("primary", .primary), ("secondary", .secondary),
    ]

    private let resolved: [(name: String, color: Color.Resolved)]

    init(colorScheme: ColorScheme) {
        var environment = EnvironmentValues()
        environment.colorScheme = colorScheme
        resolved = Self.colors.map { ($0.0, $0.1.resolve(in: environment)) }
    }

    /// The first system colour with exactly these components, if one has.
    func name(of color: Color.Resolved) -> String? {
        resolved.first { $0.color == color }?.name
    }
}
