// Each platform names a file's times its own way.
extension stat {
    /// Since 1970.
    package var modifiedNanoseconds: Int64 {
        #if canImport(Darwin)
            Self.nanoseconds(st_mtimespec)
        #else
            Self.nanoseconds(st_mtim)
        #endif
    }

    /// When the contents or status (name, links, mode) last changed, since 1970.
    package var changedNanoseconds: Int64 {
        #if canImport(Darwin)
            Self.nanoseconds(st_ctimespec)
        #else
            Self.nanoseconds(st_ctim)
        #endif
    }

    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
    }
}
