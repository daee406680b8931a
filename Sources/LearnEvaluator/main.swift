// Placeholder: the evaluator is being written.
