#ifndef SHEETCTL_PROCESS_CONTROL_H
#define SHEETCTL_PROCESS_CONTROL_H

#include <errno.h>
#include <sys/types.h>
#include <unistd.h>

#ifdef __linux__
#include <sys/prctl.h>
#include <sys/syscall.h>
#endif

/// Makes the calling process the reaper of its orphaned descendants (`on` 1), or stops (`on` 0):
/// a plugin's grandchild whose parent exits, even one that called `setsid`, becomes this
/// process's child, so the host can find it and stop it. `prctl` is variadic, which Swift cannot call.
/// Returns 0, or -1 with `errno` set (`ENOSYS` where the system has no child subreaper).
static inline int sheetctl_set_child_subreaper(int on) {
#if defined(__linux__) && defined(PR_SET_CHILD_SUBREAPER)
    return prctl(PR_SET_CHILD_SUBREAPER, (unsigned long)on, 0UL, 0UL, 0UL);
#else
    (void)on;
    errno = ENOSYS;
    return -1;
#endif
}

/// A descriptor that becomes readable when the process `pid` (a child) exits, so one `poll`
/// waits for its output and its end together. `syscall` is variadic, which Swift cannot call.
/// Returns the descriptor (close-on-exec), or -1 with `errno` set (a kernel before 5.3, or a
/// system without pidfd: `ENOSYS`).
static inline int sheetctl_pidfd_open(pid_t pid) {
#if defined(__linux__) && defined(SYS_pidfd_open)
    return (int)syscall(SYS_pidfd_open, pid, 0);
#else
    (void)pid;
    errno = ENOSYS;
    return -1;
#endif
}

/// Flushes the whole file system `fd` is on (`syncfs`), so a batch of files and folders costs one
/// flush, not one each. Called through `syscall` because glibc declares `syncfs` only under
/// `_GNU_SOURCE`. Returns 0, or -1 with `errno` set (`ENOSYS` where the system has no `syncfs`).
static inline int sheetctl_syncfs(int fd) {
#if defined(__linux__) && defined(SYS_syncfs)
    return (int)syscall(SYS_syncfs, fd);
#else
    (void)fd;
    errno = ENOSYS;
    return -1;
#endif
}

#endif
