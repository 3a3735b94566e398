// The C library, imported once for every target that imports SheetSystem. A Linux-only call is
// written only here, behind `#if os(Linux)`; `scripts/check-system-layer` keeps it so.
#if canImport(Darwin)
    @_exported import Darwin
#elseif canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Musl)
    @_exported import Musl
#endif
