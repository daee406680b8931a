/// Declares a custom value in an extension of `EnvironmentValues` or `Transaction`:
/// `@Entry var knobColor: Color? = nil`. The macro writes the key type (`__Key_knobColor`,
/// whose `defaultValue` is the initial value) and the getter and setter that go through it.
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "SwiftUIMacros", type: "EntryMacro")

/// Used by ``Entry()``'s expansion: turns the key's `defaultValue` into a getter, so the default
/// is evaluated each time it is read, as in SwiftUI.
@attached(accessor)
public macro __EntryDefaultValue() = #externalMacro(module: "SwiftUIMacros", type: "EntryDefaultValueMacro")
