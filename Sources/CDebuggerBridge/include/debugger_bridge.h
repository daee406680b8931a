#ifndef LEARN_DEBUGGER_BRIDGE_H
#define LEARN_DEBUGGER_BRIDGE_H

#include <stddef.h>

// LLDB's Swift expression evaluator (what `swift repl` uses) through its SB API, called from C:
// the toolchain ships `liblldb.so` but no SB headers, so the library is opened at run time and
// each function found by its symbol. Every SB object holds a pointer or two (a shared or unique
// pointer to LLDB's own object); the C calls follow the Itanium C++ ABI, in which a member
// function that returns such an object takes the address to build it at first, then `this`.

typedef struct learn_debugger learn_debugger;

/// Opens `liblldb` after `libpython` (which liblldb needs and the system may not provide; NULL
/// when the loader finds it by itself), starts LLDB and makes a debugger that waits for each
/// command. NULL and a message in `message` when either library cannot be loaded or lacks a
/// function this bridge calls.
learn_debugger *learn_debugger_open(const char *liblldb, const char *libpython, char *message, size_t size);

/// Runs an LLDB command (`settings set …`, `breakpoint set …`, `process launch …`) and waits
/// for it to finish.
void learn_debugger_command(learn_debugger *debugger, const char *command);

/// Makes `program` the debugger's target. Returns 0, or -1 when LLDB cannot read it.
int learn_debugger_create_target(learn_debugger *debugger, const char *program);

/// The state of the target's process (`lldb::StateType`: 5 stopped, 9 detached, 10 exited, …),
/// or 0 when there is none. A command that resumes the process returns once it stops again.
int learn_debugger_process_state(learn_debugger *debugger);

/// Lets the target's process go on and waits until it stops or ends, printing nothing (the
/// `process continue` command describes each stop, reading the frame's debugging information).
void learn_debugger_continue(learn_debugger *debugger);

/// Allocates `size` bytes with `permissions` (LLDB's: 1 writable, 2 readable, 4 executable) in
/// the target's process through LLDB's cache of allocated memory, and frees them back into it;
/// 0 when that worked.
int learn_debugger_reserve_memory(learn_debugger *debugger, unsigned long size, unsigned permissions);

/// What evaluating Swift gave: a value (its name as `$R0`, its type and its description), none
/// (a declaration, a statement, an expression of type `()`), or an error LLDB printed.
typedef struct {
    int failed;
    char *name;
    char *type;
    char *description;
    char *message;
} learn_debugger_result;

/// Evaluates `swift` in REPL mode in the target's stopped process, as `swift repl` evaluates a
/// line: declarations are kept for later inputs, a type declared again replaces the old one,
/// and a value is named `$R0`, `$R1`, … . The strings are `malloc`ed (or NULL) and freed by
/// `learn_debugger_result_free`.
learn_debugger_result learn_debugger_evaluate(learn_debugger *debugger, const char *swift, unsigned timeout_microseconds);

void learn_debugger_result_free(learn_debugger_result *result);

#endif
