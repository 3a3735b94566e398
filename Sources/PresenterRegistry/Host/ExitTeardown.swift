import Synchronization

/// Freeing that a process about to exit may skip, as compilers skip it (`-disable-free`).
///
/// A one-shot command that drew a call of hundreds of thousands of items would otherwise spend a
/// tenth of its time taking apart the call's tree, the sheet and its themed copy, value by value,
/// just before the system takes back the whole address space at once. The places that let go of
/// such values hand them to ``discard(_:)``: while ``skippingFrees(_:)`` runs (only the command
/// line's one-shot path, when the process exits right after it), they are kept instead, never
/// freed; otherwise, and always in a host, they are freed there as usual. Nothing but the
/// freeing changes: no value is used after it is discarded, and what a value would print or
/// write when freed (nothing in this package) is not relied on.
package enum ExitTeardown {
    /// How many ``skippingFrees(_:)`` are running.
    private static let skipping = Atomic<Int>(0)

    /// A value kept until the process exits.
    private final class Kept<Value> {
        let value: Value
        init(_ value: consuming Value) { self.value = value }
    }

    /// Runs `body`, in which values given to ``discard(_:)`` are kept until the process exits.
    ///
    /// Only for a process that exits as soon as `body` is done: what is discarded meanwhile is
    /// never freed.
    /// - Parameter body: The one-shot work.
    /// - Returns: What `body` returns.
    package static func skippingFrees<Result>(_ body: () throws -> Result) rethrows -> Result {
        skipping.add(1, ordering: .relaxed)
        defer { skipping.subtract(1, ordering: .relaxed) }
        return try body()
    }

    /// Runs `body`, skipping frees (``skippingFrees(_:)``) only when `condition` holds: when
    /// the process exits as soon as `body` is done.
    package static func skippingFrees<Result>(if condition: Bool, _ body: () throws -> Result) rethrows -> Result {
        condition ? try skippingFrees(body) : try body()
    }

    /// Whether discarded values are kept rather than freed.
    package static var isSkippingFrees: Bool { skipping.load(ordering: .relaxed) > 0 }

    /// Lets go of a value: kept until the process exits inside ``skippingFrees(_:)``, else
    /// dropped here (freed when nothing else holds it).
    /// - Parameter value: A value the caller is done with.
    package static func discard<Value>(_ value: consuming Value) {
        guard isSkippingFrees else { return }
        // One reference that is never released: nothing the value holds is ever freed.
        _ = Unmanaged.passRetained(Kept(value))
    }
}
