import ArgumentParser

/// The exercise a command works on, named by its id: the one argument `hint`, `reset` and
/// `solution` share.
struct ExerciseArgument: ParsableArguments {
    @Argument(help: "The exercise's id, such as badge.")
    var id: String
}
