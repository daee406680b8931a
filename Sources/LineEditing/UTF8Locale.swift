#if canImport(Glibc)
import Glibc
#endif

/// A UTF-8 character type locale, for libedit: it converts between bytes and characters,
/// and measures the width of characters on screen, with the C library's locale. Swift
/// programs keep the "C" locale, in which any byte above 127 is an error.
nonisolated(unsafe) private let utf8Locale: locale_t? = newlocale(1 << LC_CTYPE, "C.UTF-8", nil)

/// Runs `body` with a UTF-8 character type locale on this thread (`uselocale`, so the
/// rest of the process keeps its own), unless the locale in force is UTF-8 already.
func withUTF8Locale<Result>(_ body: () throws -> Result) rethrows -> Result {
    guard let utf8Locale, String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" else { return try body() }
    let previous = uselocale(utf8Locale)
    defer { uselocale(previous) }
    return try body()
}
