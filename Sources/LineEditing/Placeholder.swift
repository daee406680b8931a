// Placeholder: the LineEditing module is being written.
