/// A failed system call's `errno`, with the message `strerror` gives it.
///
/// An open struct with static members rather than a closed enum, so any code the kernel
/// returns is representable and a new one breaks nobody.
package struct Errno: Error, Sendable, Hashable, CustomStringConvertible {
    package var rawValue: Int32

    package init(rawValue: Int32) { self.rawValue = rawValue }

    /// Read right after a call failed, before anything else can change it.
    package static var current: Errno { Errno(rawValue: errno) }

    package static let interrupted = Errno(rawValue: EINTR)
    /// `EAGAIN` (`EWOULDBLOCK` on Linux): a non-blocking descriptor has nothing to give or no room.
    package static let wouldBlock = Errno(rawValue: EAGAIN)
    /// `EIO`: a device error, as a terminal gives once it has hung up.
    package static let ioError = Errno(rawValue: EIO)

    /// As `strerror` says it: "Broken pipe".
    package var message: String { String(cString: strerror(rawValue)) }

    package var description: String { message }
}
