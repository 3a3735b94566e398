import SheetSystem

/// Never a host name, so what is listened on is exactly what was asked for.
package struct HTTPAddress: Sendable, Hashable, CustomStringConvertible {
    package let text: String
    package let isIPv6: Bool
    private let bytes: [UInt8]

    package static let loopback = HTTPAddress("127.0.0.1")!

    package init?(_ text: String) {
        var four = in_addr()
        var six = in6_addr()
        if inet_pton(AF_INET, text, &four) == 1 {
            isIPv6 = false
            bytes = withUnsafeBytes(of: four) { Array($0) }
        } else if inet_pton(AF_INET6, text, &six) == 1 {
            isIPv6 = true
            bytes = withUnsafeBytes(of: six) { Array($0) }
        } else {
            return nil
        }
        self.text = text
    }

    /// 127.0.0.0/8 or ::1.
    package var isLoopback: Bool { isIPv6 ? bytes == Array(repeating: 0, count: 15) + [1] : bytes[0] == 127 }

    package var urlHost: String { isIPv6 ? "[\(text)]" : text }

    package var description: String { text }

    func write(port: UInt16, into storage: inout sockaddr_storage) {
        withUnsafeMutableBytes(of: &storage) { raw in
            if isIPv6 {
                var address = sockaddr_in6()
                address.sin6_family = sa_family_t(AF_INET6)
                address.sin6_port = port.bigEndian
                _ = inet_pton(AF_INET6, text, &address.sin6_addr)  // read as this address was in init
                withUnsafeBytes(of: address) { raw.copyMemory(from: $0) }
            } else {
                var address = sockaddr_in()
                address.sin_family = sa_family_t(AF_INET)
                address.sin_port = port.bigEndian
                _ = inet_pton(AF_INET, text, &address.sin_addr)
                withUnsafeBytes(of: address) { raw.copyMemory(from: $0) }
            }
        }
    }
}
