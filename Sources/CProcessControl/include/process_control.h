#ifndef SHEETCTL_PROCESS_CONTROL_H
#define SHEETCTL_PROCESS_CONTROL_H

#include <errno.h>
#include <sys/types.h>
#include <unistd.h>

#ifdef __linux__
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <fcntl.h>
#endif
#ifdef __APPLE__
#include <stdio.h>
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

/// Renames a folder (or file) to a name that must not exist yet: `EEXIST` if anything, even an
/// empty folder, is there by then (`renameat2` with `RENAME_NOREPLACE`; `renamex_np` with
/// `RENAME_EXCL` on Apple platforms). Returns 0, or -1 with `errno` set (`EINVAL`, `ENOSYS` or
/// `ENOTSUP` where the system or file system cannot rename without replacing).
static inline int sheetctl_rename_noreplace(const char *from, const char *to) {
#if defined(__linux__) && defined(SYS_renameat2)
    return (int)syscall(SYS_renameat2, AT_FDCWD, from, AT_FDCWD, to, 1u /* RENAME_NOREPLACE */);
#elif defined(__APPLE__)
    return renamex_np(from, to, RENAME_EXCL);
#else
    (void)from;
    (void)to;
    errno = ENOSYS;
    return -1;
#endif
}

#endif
