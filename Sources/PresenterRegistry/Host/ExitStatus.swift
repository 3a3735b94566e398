import SheetText
import ThemeKit

/// The process statuses of `sheetctl` (sysexits(3) where one fits), as DESIGN.md's table gives
/// them, and the one place each failure becomes one: a host that runs as a command (see
/// `sheetctl-host-example`) ends as `sheetctl present` does by using them, and the command line
/// maps every failure through this file (no status is decided anywhere else).
///
/// The switches list every kind without a catch-all, so a new kind of failure is a compile
/// error here, never a silent 74.
public enum ExitStatus {
    /// Done: chosen, rendered, clean lint, answered call.
    public static let success: Int32 = 0
    /// Dismissed (`show`), lint found errors, or a scripted call was not what was expected.
    public static let failure: Int32 = 1
    /// A usage error: unknown flag, missing argument.
    public static let usage: Int32 = 64
    /// Input that cannot be used: theme, sheet, routing file, call.
    public static let dataError: Int32 = 65
    /// An input file that cannot be opened.
    public static let noInput: Int32 = 66
    /// Something failed that is not the input's fault (a write, a lock).
    public static let ioError: Int32 = 74
    /// No choice in time.
    public static let timedOut: Int32 = 124
    /// Interrupted by Ctrl-C.
    public static let interrupted: Int32 = 130

    /// Ended by a signal the process caught to stop (`--watch`, `--serve`): 128 + its number.
    package static func stopped(bySignal signal: Int32) -> Int32 { 128 + signal }
}

extension DiagnosticError {
    /// The status for an input that cannot be used: 66 when it could not even be opened, else 65.
    public var exitStatus: Int32 {
        diagnostics.contains { $0.code == .unreadableFile } ? ExitStatus.noInput : ExitStatus.dataError
    }
}

extension ThemeLoadResult {
    /// The status a command ends with when the theme it loaded cannot be used: 66 for a name no
    /// file has or a file that cannot be opened (input that is not there), else 65 (a missing
    /// parent named by `extends` is an error in the theme).
    package var exitStatus: Int32 {
        let missing = diagnostics.contains {
            $0.code == .unreadableFile || ($0.code == .themeNotFound && $0.location == nil)
        }
        return missing ? ExitStatus.noInput : ExitStatus.dataError
    }
}

/// Why an edit of the routing file did not happen, broadly (RoutingTools' `RoutingEditError.Kind`):
/// declared here so that its status is decided with the others. A closed list, so every kind has one.
package enum RoutingEditFailure: String, Sendable, Hashable, CaseIterable {
    /// An app ID or field value that cannot be written (empty, control characters, a misplaced `*`).
    case invalidArgument = "invalid-argument"
    /// `unset` of an app that has no entry.
    case noEntry = "no-entry"
    /// The existing file cannot be opened or read.
    case unreadable
    /// The existing file does not parse, or has a shape the editor will not touch.
    case unusable
    /// Locking, writing or renaming failed; the old file is intact.
    case io

    /// The status `sheetctl registry set/unset/apply` ends with.
    package var exitStatus: Int32 {
        switch self {
        case .invalidArgument: ExitStatus.usage
        case .noEntry: ExitStatus.failure
        case .unusable: ExitStatus.dataError
        case .unreadable: ExitStatus.noInput
        case .io: ExitStatus.ioError
        }
    }
}

extension HostError {
    /// The status a command ends with for this failure.
    public var exitStatus: Int32 {
        switch kind {
        case .unusableSheet, .brokenRoute, .unusableRouting: ExitStatus.dataError
        case .cannotOpenSheet, .cannotOpenRouting: ExitStatus.noInput
        case .unknownPresenter: ExitStatus.usage
        case .unusableTheme: themeProblem?.exitStatus ?? ExitStatus.dataError
        }
    }
}

extension PresentationError {
    /// The status a command ends with for this failure.
    public var exitStatus: Int32 {
        switch kind {
        // No terminal: the sheet cannot be used where it was asked for. An answer from a json
        // client that is not one is input that cannot be used.
        case .noTerminal, .invalidAnswer: ExitStatus.dataError
        case .timedOut: ExitStatus.timedOut
        case .interrupted: ExitStatus.interrupted
        // The client went away, a plugin and its fallback failed: not the input's fault.
        case .plugin, .io: ExitStatus.ioError
        // A width the sheet cannot be drawn in is the caller's to change (`--width`, the window).
        case .tooNarrow: ExitStatus.usage
        }
    }
}

extension PreparedPresentation.ThemeProblem {
    /// The status a command ends with when the theme it named cannot be used.
    public var exitStatus: Int32 {
        switch self {
        case .notFound, .cannotOpen: ExitStatus.noInput
        case .unusable: ExitStatus.dataError
        }
    }
}

extension LintRun {
    /// The status `sheetctl lint` ends with: 66 when a file cannot be opened (the others are still
    /// checked), else 1 when a file has an error, else 0 (warnings allowed).
    package var exitStatus: Int32 {
        if hadUnreadableFile { return ExitStatus.noInput }
        return diagnostics.contains { $0.severity == .error } ? ExitStatus.failure : ExitStatus.success
    }
}

extension AnswerScript {
    /// The status a run whose calls took their answers from this script ends with, given the
    /// status the calls earned: an answer left unused fails a run that otherwise succeeded (1).
    public func exitStatus(after calls: Int32) -> Int32 {
        calls == ExitStatus.success && !unused.isEmpty ? ExitStatus.failure : calls
    }
}

extension AnsweredCall {
    /// The status `sheetctl present` ends with for this call.
    public var exitStatus: Int32 {
        switch failure {
        case nil: themeProblem?.exitStatus ?? ExitStatus.success
        case .host(let error)?: error.exitStatus
        case .presentation(let error)?: error.exitStatus
        case .unexpectedCall?, .noScriptedAnswer?: ExitStatus.failure
        case .scriptNamesNothing(_, let entry)?: entry.isFromFile ? ExitStatus.failure : ExitStatus.usage
        }
    }
}

extension ThemeFormatFailure {
    /// The status `sheetctl themes format` ends with for a file it could not format: 66 when the
    /// file cannot be opened, 65 when its text cannot be read as a theme, 74 when it cannot be written.
    package var exitStatus: Int32 {
        switch self {
        case .unusable(let error, _): error.exitStatus
        case .cannotWrite: ExitStatus.ioError
        }
    }
}

/// How a `sheetctl snapshot` run ends (SheetSnapshot's `SnapshotResult/verdict`): declared here
/// so that its status is decided with the others.
package enum SnapshotVerdict: Sendable, Hashable, CaseIterable {
    /// Every cell matches its file, or was recorded.
    case matched
    /// A cell differs from its file, or has none, and was not recorded.
    case differs
    /// A theme, sheet or width cannot be used: nothing was compared.
    case unusableInput
    /// A snapshot file could not be written or removed.
    case writeFailed

    /// The status `sheetctl snapshot` ends with: 0, 1, 65, or 74.
    package var exitStatus: Int32 {
        switch self {
        case .matched: ExitStatus.success
        case .differs: ExitStatus.failure
        case .unusableInput: ExitStatus.dataError
        case .writeFailed: ExitStatus.ioError
        }
    }
}

/// How `sheetctl lsp` ended (SheetLanguageServer's `LanguageServerLoop`): declared here so that
/// its status is decided with the others.
package enum LanguageServerEnding: Sendable, Hashable {
    /// `exit` arrived; `afterShutdown` tells whether `shutdown` came first.
    case exited(afterShutdown: Bool)
    /// The input ended without `exit`; `afterShutdown` tells whether `shutdown` came first.
    case inputEnded(afterShutdown: Bool)
    /// Reading or writing failed.
    case ioFailure(String)

    /// 0 after `shutdown`, else 1, as the protocol asks; 74 when reading or writing failed.
    package var exitStatus: Int32 {
        switch self {
        case .exited(let afterShutdown), .inputEnded(let afterShutdown):
            afterShutdown ? ExitStatus.success : ExitStatus.failure
        case .ioFailure: ExitStatus.ioError
        }
    }
}

/// How a live preview ended (SheetServer's `PreviewWatchLoop`, for `sheetctl preview --watch` and
/// `--serve`): declared here so that its status is decided with the others.
package enum LivePreviewEnding: Sendable, Hashable {
    /// SIGINT or SIGTERM, by its number.
    case signal(Int32)
    /// The signal pipe could not be set up.
    case cannotStart(String)
    /// The front end asked to stop (nobody reads the drawings any more, or it is done).
    case stoppedShowing
    /// The drawing read no file that could be watched, and nothing keeps it on show.
    case nothingToWatch
    /// A folder could not be watched.
    case cannotWatch(String)
    /// A watched folder was removed or moved away.
    case folderGone(String)

    /// 128 + the signal's number; 74 when the loop could not start or its output stopped; 66 when
    /// there is nothing, or no longer anything, to watch.
    package var exitStatus: Int32 {
        switch self {
        case .signal(let number): ExitStatus.stopped(bySignal: number)
        case .cannotStart, .stoppedShowing: ExitStatus.ioError
        case .nothingToWatch, .cannotWatch, .folderGone: ExitStatus.noInput
        }
    }
}

/// A failure a front end finds itself, with no library value to say why (the library's own
/// failures carry their statuses above): declared here so that its status is decided with the
/// others. The command line's failure type maps through it.
package enum FrontEndFailure: Sendable, Hashable, CaseIterable {
    /// The command line is wrong.
    case usage
    /// The user dismissed the sheet.
    case dismissed
    /// A check found what it looks for: a file `themes format --check` would change.
    case checkFound
    /// An input that cannot be used, already explained: a route whose presenter cannot draw where
    /// it is asked to, a gallery with no theme drawn, a stream of calls that broke.
    case unusableInput
    /// A result could not be written.
    case output

    /// 64, 1, 1, 65 or 74.
    package var exitStatus: Int32 {
        switch self {
        case .usage: ExitStatus.usage
        case .dismissed, .checkFound: ExitStatus.failure
        case .unusableInput: ExitStatus.dataError
        case .output: ExitStatus.ioError
        }
    }
}
