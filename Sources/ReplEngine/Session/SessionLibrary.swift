/// The library of the last input that declared something: it holds every declaration the
/// session keeps, and its module is written beside it, so an input that declares nothing
/// imports it instead of compiling those declarations again (a session of 50 declarations
/// compiled each input at 4× the time of an empty one; issue 15 §1).
struct SessionLibrary: Equatable {
    /// The module's name, `InputN` after the input that built it.
    let module: String
    /// The shared library, which inputs that import the module name in their link.
    let library: String
    /// The folder holding `<module>.swiftmodule`.
    let moduleDirectory: String
}

/// Where an input's source gets the declarations the session keeps.
enum DeclarationPlacement: Equatable {
    /// Compiled into the input's own library, as Swift text.
    case compiledIn
    /// Imported from the session library; the input's library names it in its link.
    case imported(SessionLibrary)
}
