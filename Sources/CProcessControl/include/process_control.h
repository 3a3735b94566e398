#ifndef SHEETCTL_PROCESS_CONTROL_H
#define SHEETCTL_PROCESS_CONTROL_H

#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

/// Makes the calling process the reaper of its orphaned descendants (`on` 1), or stops (`on` 0):
/// a plugin's grandchild whose parent exits, even one that called `setsid`, becomes this
/// process's child, so the host can find it and stop it. `prctl` is variadic, which Swift cannot call.
/// Returns 0, or -1 with `errno` set.
static inline int sheetctl_set_child_subreaper(int on) {
    return prctl(PR_SET_CHILD_SUBREAPER, (unsigned long)on, 0UL, 0UL, 0UL);
}

/// A descriptor that becomes readable when the process `pid` (a child) exits, so one `poll`
/// waits for its output and its end together. `syscall` is variadic, which Swift cannot call.
/// Returns the descriptor (close-on-exec), or -1 with `errno` set (a kernel before 5.3).
static inline int sheetctl_pidfd_open(pid_t pid) {
    return (int)syscall(SYS_pidfd_open, pid, 0);
}

#endif
