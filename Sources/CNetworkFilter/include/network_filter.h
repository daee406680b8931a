#ifndef LEARN_NETWORK_FILTER_H
#define LEARN_NETWORK_FILTER_H

/// Forbids this process and everything it starts to open any socket but a local one: `socket`
/// with another family (internet, raw, packet, netlink), a system call of another ABI (x86's
/// `int 0x80`, x32) and `io_uring_setup` end the process with SIGSYS. Local sockets stay allowed.
/// Needs no privilege (it sets no_new_privs first). Returns 0, or an errno value when the
/// kernel refused (no seccomp), or ENOSYS on an architecture this filter does not know.
int learn_forbid_network(void);

#endif
