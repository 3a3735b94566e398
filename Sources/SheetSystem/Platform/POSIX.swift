// The C library, under each platform's own name. This is the only place outside the system
// layer's own files that names it: the targets above import SheetSystem and see the POSIX calls
// (`read`, `poll`, `termios`, …) through it, so none of them imports Glibc or Darwin, and a
// Linux-only call (`prctl`, `pidfd_open`, inotify, `/proc`) is written only here, behind
// `#if os(Linux)`. `scripts/check-system-layer` keeps it so.
#if canImport(Darwin)
    @_exported import Darwin
#elseif canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Musl)
    @_exported import Musl
#endif
