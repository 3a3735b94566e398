#if canImport(Glibc)
    import Glibc
#endif

/// How long one read from main memory takes on this machine: the floor under any lookup that
/// lands on a random place in a table too large for the caches.
///
/// A 64 MiB array (the size of the exact-ID index at a million entries, on huge pages like it) is
/// linked into one random cycle through its cache lines; following it makes each read wait for
/// the one before, so the time per step is the latency of a cache miss, TLB included.
enum MemoryLatency {
    /// Nanoseconds per dependent read, one sample of `steps` reads.
    static func sample(_ chain: UnsafeMutableBufferPointer<Int>, steps: Int) -> Double {
        let start = ProcessRun.now()
        var position = 0
        for _ in 0..<steps { position = chain[position] }
        InProcess.consume(position)
        return (ProcessRun.now() - start) * 1e9 / Double(steps)
    }

    /// A random cycle through the cache lines of `bytes` bytes: each line's first word is the index
    /// of the next line's first word. The caller deallocates it.
    static func chain(bytes: Int, seed: UInt64) -> UnsafeMutableBufferPointer<Int> {
        let words = bytes / MemoryLayout<Int>.stride
        let wordsPerLine = 64 / MemoryLayout<Int>.stride
        let lines = words / wordsPerLine
        let raw = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 2 << 20)
        #if canImport(Glibc)
            _ = madvise(raw, bytes, MADV_HUGEPAGE)
        #endif
        let chain = UnsafeMutableBufferPointer(start: raw.bindMemory(to: Int.self, capacity: words), count: words)
        chain.initialize(repeating: 0)
        var order = Array(0..<lines)
        var random = SplitMix(seed: seed)
        for index in stride(from: lines - 1, to: 0, by: -1) { order.swapAt(index, random.below(index + 1)) }
        for (step, line) in order.enumerated() {
            chain[line * wordsPerLine] = order[(step + 1) % lines] * wordsPerLine
        }
        return chain
    }
}
