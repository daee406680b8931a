// Placeholder: the Lessons module is being written.
