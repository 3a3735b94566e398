import Synchronization

/// The port a server listens on, known only once it is listening, read by request threads.
final class PortBox: Sendable {
    private let value = Atomic<Int>(0)

    func store(_ port: Int) { value.store(port, ordering: .releasing) }

    func load() -> Int { value.load(ordering: .acquiring) }
}
