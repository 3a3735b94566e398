/// A `dirent` is only as long as its name needs, and may end at the end of a page: copying the
/// whole struct (`entry.pointee.d_name`) reads past it, and crashed when the next page was not mapped.
package func direntName(_ entry: UnsafeMutablePointer<dirent>) -> String {
    let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
    return String(cString: (UnsafeRawPointer(entry) + offset).assumingMemoryBound(to: CChar.self))
}
