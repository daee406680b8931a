import Foundation

/// A length that grows and shrinks with the Dynamic Type size, as SwiftUI's `ScaledMetric`:
/// `@ScaledMetric var iconSize = 24.0` is 24 at the default size (`.large`) and scales as body
/// text does at the others (Apple's Human Interface Guidelines, Dynamic Type sizes: body is 14,
/// 15, 16, 17, 19, 21, 23 points from `.xSmall` to `.xxxLarge` and 28, 33, 40, 47, 53 at the
/// accessibility sizes). The terminal's own text stays one cell, but frames sized with the
/// metric change. Every `relativeTo:` text style scales as body does here.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let baseValue: Value
    let location = EnvironmentLocation<DynamicTypeSize>()

    /// A metric scaled as body text.
    public init(wrappedValue: Value) {
        baseValue = wrappedValue
    }

    /// A metric scaled as text of `relativeTo` (here as body text).
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
    }

    /// The value scaled for the view's Dynamic Type size.
    public var wrappedValue: Value {
        baseValue * Value(Self.scale(for: location.value ?? .large))
    }

    /// Body text's size at `size` over its size at `.large` (17 points).
    static func scale(for size: DynamicTypeSize) -> Double {
        let body: [DynamicTypeSize: Double] = [
            .xSmall: 14, .small: 15, .medium: 16, .large: 17, .xLarge: 19, .xxLarge: 21, .xxxLarge: 23,
            .accessibility1: 28, .accessibility2: 33, .accessibility3: 40, .accessibility4: 47, .accessibility5: 53,
        ]
        return (body[size] ?? 17) / 17
    }
}

extension ScaledMetric: RecordStorageProperty {
    func install(in record: ViewRecord, key: String, name: String) {
        let size = record.inputs.environment.dynamicTypeSize
        location.value = size
        record.environmentReads.append { $0.dynamicTypeSize == size }
    }
}
