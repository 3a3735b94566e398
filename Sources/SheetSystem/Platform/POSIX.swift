// The C library, under each platform's own name, imported once: every file of the system layer
// and every target that imports SheetSystem sees the POSIX calls through this import, so no other
// file imports Glibc or Darwin. A Linux-only call (`prctl`, `pidfd_open`, inotify, `/proc`) is
// written only in the system layer, behind `#if os(Linux)`; `scripts/check-system-layer` keeps it so.
#if canImport(Darwin)
    @_exported import Darwin
#elseif canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Musl)
    @_exported import Musl
#endif
