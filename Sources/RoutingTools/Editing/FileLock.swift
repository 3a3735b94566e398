import SheetSystem
import ThemeKit

/// An exclusive `flock` (the kernel drops it even on SIGKILL) on a separate file, never the data
/// file: a safe write renames a new file over it, so a lock on the old inode would no longer
/// exclude a writer that opened the new one. For the same reason the lock file is never removed.
/// A link, FIFO or folder there is an error at once (`O_NOFOLLOW | O_NONBLOCK`).
package final class FileLock {
    private let descriptor: Int32

    private init(descriptor: Int32) { self.descriptor = descriptor }

    deinit { try? FileDescriptor(rawValue: descriptor).close() }

    /// The lock file only needs to be readable, so one made by another user still serves.
    package static func acquire(path: String, timeout: Double) throws(RoutingEditError) -> FileLock {
        let flags = O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY
        var fd = open(path, flags | O_CREAT, 0o644)
        var failure = errno
        if fd < 0 && (failure == EACCES || failure == EROFS) {
            fd = open(path, flags)
            // The reason to give is why a missing lock file could not be made, not that it is missing.
            if fd < 0 && errno != ENOENT { failure = errno }
        }
        guard fd >= 0 else {
            var info = stat()
            if failure == ELOOP, lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
                throw RoutingEditError(.io, "cannot use the lock file '\(path)': it is a symbolic link")
            }
            throw RoutingEditError(
                .io, "cannot open the lock file '\(path)': \(Errno(rawValue: failure).message.lowercased())")
        }
        let lock = FileLock(descriptor: fd)
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            let kind =
                info.st_mode & S_IFMT == S_IFIFO
                ? "a FIFO" : info.st_mode & S_IFMT == S_IFDIR ? "a folder" : "not a regular file"
            throw RoutingEditError(.io, "cannot use the lock file '\(path)': it is \(kind)")
        }
        let deadline = MonotonicClock.now + .seconds(timeout)
        var pause = 1_000_000  // 1 ms, doubling to 16 ms: short waits for the usual millisecond edits.
        while true {
            do throws(Errno) {
                _ = try FileDescriptor.retryingInterrupts { flock(fd, LOCK_EX | LOCK_NB) }
                return lock
            } catch  where error == .wouldBlock {
                // Another holder: wait below, then try again.
            } catch {
                throw RoutingEditError(.io, "cannot lock '\(path)': \(error.message.lowercased())")
            }
            if MonotonicClock.now >= deadline {
                throw RoutingEditError(
                    .io, "gave up after \(Int(timeout)) s waiting for the lock on '\(path)': another edit holds it")
            }
            var request = timespec(tv_sec: 0, tv_nsec: pause)
            _ = nanosleep(&request, nil)
            pause = min(pause * 2, 16_000_000)
        }
    }
}
