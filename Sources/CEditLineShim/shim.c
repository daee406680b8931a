/* Placeholder until the line-editing shim lands. */
