// Placeholder: the SnippetSupport module is being written.
