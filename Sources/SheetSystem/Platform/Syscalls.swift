// C calls whose names methods or parameters hide, spelt once where nothing hides them, so no file
// names one platform's module (`Glibc.read`).

func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(fd, buffer, count) }
func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { write(fd, buffer, count) }
func systemClose(_ fd: Int32) -> Int32 { close(fd) }
func systemRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }
func systemLink(_ existing: String, _ new: String) -> Int32 { link(existing, new) }

/// `send` that never raises `SIGPIPE`: a reader that has gone is `EPIPE`. Linux says so for each
/// send (`MSG_NOSIGNAL`); Darwin has no such flag and says it of the socket (`SO_NOSIGPIPE`).
func systemSend(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
        var on: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        return send(fd, buffer, count, 0)
    #else
        return send(fd, buffer, count, Int32(MSG_NOSIGNAL))
    #endif
}

func systemPoll(_ entries: inout [pollfd], _ milliseconds: Int32) -> Int32 {
    poll(&entries, nfds_t(entries.count), milliseconds)
}

/// Close-on-exec atomically where the system can (Darwin has no `SOCK_CLOEXEC`). 0 for a pair.
package func systemStreamSocket(pair: UnsafeMutablePointer<Int32>? = nil) -> Int32 {
    #if canImport(Darwin)
        let result = pair.map { socketpair(AF_UNIX, SOCK_STREAM, 0, $0) } ?? socket(AF_UNIX, SOCK_STREAM, 0)
        guard result >= 0 else { return result }
        for fd in pair.map({ [$0[0], $0[1]] }) ?? [result] { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return result
    #else
        let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        return pair.map { socketpair(AF_UNIX, type, 0, $0) } ?? socket(AF_UNIX, type, 0)
    #endif
}
