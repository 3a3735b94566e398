import Foundation
import Testing

/// What a test does when an outside program it checks against is missing: under `CI=true` it
/// fails, naming what to install; elsewhere it says so on a line of its own and skips.
enum ExternalTool {
    /// Reports a missing program.
    /// - Parameters:
    ///   - name: The program.
    ///   - install: How to install it (the Debian or PyPI package).
    static func missing(_ name: String, install: String) throws {
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            Issue.record("\(name) is needed: \(install)")
        } else {
            print("skipped: \(name) is not installed; install it with: \(install)")
        }
    }
}
