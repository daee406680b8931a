#include "process_control.h"

#include <errno.h>
#include <sys/prctl.h>

#ifndef PR_SET_PTRACER
#define PR_SET_PTRACER 0x59616d61
#endif

int learn_allow_tracing_by(pid_t tracer) {
    // Without Yama the call fails with EINVAL, and any process of the user may trace this one.
    return prctl(PR_SET_PTRACER, (unsigned long)tracer, 0, 0, 0) == 0 ? 0 : errno;
}

__attribute__((noinline)) void learn_in_memory_compile_point(void) {
    // An empty function could be folded into its callers; a breakpoint needs it to stay.
    __asm__ volatile("" ::: "memory");
}
