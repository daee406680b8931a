/// Declares a custom value in an extension of `EnvironmentValues` or `Transaction`:
/// `@Entry var knobColor: Color? = nil`. The macro writes the key type (`__Key_knobColor`,
/// whose `defaultValue` is the initial value) and the getter and setter that go through it.
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "SwiftUIMacros", type: "EntryMacro")
