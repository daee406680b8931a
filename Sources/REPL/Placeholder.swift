// Placeholder: the REPL module is being written.
