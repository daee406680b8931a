/// A command the learner types at the prompt, such as `:next` or `:size 320x160`.
///
/// Commands are values in a list, so a later feature adds its own (`:check`, `:hint`) by
/// appending to `REPL.commands` without touching the others.
package struct REPLCommand {
    /// The name without the colon: `size`.
    package let name: String
    /// What follows the name, for help: `WxH`.
    package let usage: String
    package let summary: String
    /// Runs the command with the text after its name (trimmed, possibly empty).
    package let run: (REPL, String) -> Void

    package init(name: String, usage: String = "", summary: String, run: @escaping (REPL, String) -> Void) {
        self.name = name
        self.usage = usage
        self.summary = summary
        self.run = run
    }
}
