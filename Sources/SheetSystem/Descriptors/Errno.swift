/// An open struct rather than a closed enum, so any code the kernel returns is representable.
package struct Errno: Error, Sendable, Hashable, CustomStringConvertible {
    package var rawValue: Int32

    package init(rawValue: Int32) { self.rawValue = rawValue }

    /// Read right after a call failed, before anything else can change it.
    package static var current: Errno { Errno(rawValue: errno) }

    package static let interrupted = Errno(rawValue: EINTR)
    /// `EWOULDBLOCK` too, on Linux.
    package static let wouldBlock = Errno(rawValue: EAGAIN)
    /// As a terminal gives once it has hung up.
    package static let ioError = Errno(rawValue: EIO)

    package var message: String { String(cString: strerror(rawValue)) }

    package var description: String { message }
}
