#ifndef LEARN_PROCESS_CONTROL_H
#define LEARN_PROCESS_CONTROL_H

#include <sys/types.h>

// What `learn-limits` does to itself before it execs a learner's program that Swift cannot
// call directly (`prctl` is variadic, and a seccomp filter is a C array of instructions).

/// Forbids this process and everything it starts to open any socket but a local one: `socket`
/// with another family (internet, raw, packet, netlink), a system call of another ABI (x86's
/// `int 0x80`, x32) and `io_uring_setup` end the process with SIGSYS. Local sockets stay allowed.
/// Needs no privilege (it sets no_new_privs first). Returns 0, or an errno value when the
/// kernel refused (no seccomp), or ENOSYS on an architecture this filter does not know.
int learn_forbid_network(void);

/// Asks the kernel to send this process SIGKILL when the thread that started it ends (its
/// parent), and keeps asking across `exec`. Returns 0, or an errno value; 1 as well when the
/// parent had already ended (the process now belongs to init).
int learn_end_with_parent(void);

/// Lets `tracer` (and its children) trace this process where Yama allows only ancestors to:
/// `learn-evaluator` names the `learn-debugger` it starts. Returns 0, or an errno value (EINVAL
/// where there is no Yama, which then does not stand in the way).
int learn_allow_tracing_by(pid_t tracer);

/// Where `learn-evaluator` calls on its `learn-debugger` to compile an input: the debugger's
/// breakpoint stops it here (issue 28). It does nothing itself.
void learn_in_memory_compile_point(void);

#endif
