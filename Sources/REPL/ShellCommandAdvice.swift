import ReplEngine

/// A `learn …` command typed at the REPL's prompt instead of the shell's (the prompt even
/// starts with `learn`): Swift would say "cannot find 'learn' in scope", which tells a
/// learner nothing. The advice names the REPL command that does the same here.
struct ShellCommandAdvice {
    let message: String

    /// Advice for `input` if it reads as a shell command of learn's and the session declares
    /// no `learn` of its own.
    init?(_ input: String, declarations: [DeclarationKey]) {
        guard let match = input.wholeMatch(of: /learn(\s+([A-Za-z0-9_-]+)(\s+(\S+))?.*)?/) else { return nil }
        guard !declarations.contains(where: { $0.replaces(.names(["learn"])) }) else { return nil }
        let subcommand = match.2.map(String.init) ?? ""
        let argument = match.4.map(String.init)
        let here: String
        if let chapter = subcommand.wholeMatch(of: /(chapter)?([0-9]+)/)?.2 {
            here = "`:chapter \(chapter)` opens chapter \(chapter)"
        } else if subcommand == "check" {
            here = "`:check \(argument ?? "ID")` checks your solution"
        } else if subcommand == "exercise" || subcommand == "exercises" {
            here = argument.map { "`:exercise \($0)` shows that exercise" } ?? "`:exercise` lists this chapter's exercises"
        } else {
            here = "`:chapter N` opens a chapter"
        }
        message = "`\(input)` is a command for your shell, not Swift. Here, \(here); :help lists the commands."
    }
}
