#ifndef LEARN_NETWORK_FILTER_H
#define LEARN_NETWORK_FILTER_H

/// Forbids this process and everything it starts to open an internet socket (IPv4 or IPv6):
/// `socket` with such a family then ends the process with SIGSYS. Local sockets stay allowed.
/// Needs no privilege (it sets no_new_privs first). Returns 0, or an errno value when the
/// kernel refused (no seccomp), or ENOSYS on an architecture this filter does not know.
int learn_forbid_network(void);

#endif
