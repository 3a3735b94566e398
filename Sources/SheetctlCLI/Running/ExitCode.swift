import PresenterRegistry

/// The exit codes of `sheetctl`: the library's ``ExitStatus``.
package typealias ExitCode = ExitStatus
