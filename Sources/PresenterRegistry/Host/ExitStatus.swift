import SheetText
import ThemeKit

/// The process statuses of `sheetctl` (sysexits(3) where one fits), and the one place each failure
/// becomes one. The switches have no catch-all, so a new kind of failure is a compile error here.
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

    /// For a signal the process caught to stop (`--watch`, `--serve`).
    package static func stopped(bySignal signal: Int32) -> Int32 { 128 + signal }
}

extension DiagnosticError {
    /// The status for an input that cannot be used: 66 when it could not even be opened, else 65.
    public var exitStatus: Int32 {
        diagnostics.contains { $0.code == .unreadableFile } ? ExitStatus.noInput : ExitStatus.dataError
    }
}

extension ThemeLoadResult {
    /// A missing parent named by `extends` is an error in the theme (65), not input that is not there.
    package var exitStatus: Int32 {
        let missing = diagnostics.contains {
            $0.code == .unreadableFile || ($0.code == .themeNotFound && $0.location == nil)
        }
        return missing ? ExitStatus.noInput : ExitStatus.dataError
    }
}

/// RoutingTools' `RoutingEditError.Kind`, declared here so that its status is decided with the others.
package enum RoutingEditFailure: String, Sendable, Hashable, CaseIterable {
    /// Empty, control characters, a misplaced `*`.
    case invalidArgument = "invalid-argument"
    /// `unset` of an app that has no entry.
    case noEntry = "no-entry"
    case unreadable
    /// The file does not parse, or has a shape the editor will not touch.
    case unusable
    /// Locking, writing or renaming failed; the old file is intact.
    case io

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
        // No terminal, or a json client's answer that is not one: input that cannot be used.
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
    /// 66 when a file cannot be opened (the others are still checked), else 1 for an error.
    package var exitStatus: Int32 {
        if hadUnreadableFile { return ExitStatus.noInput }
        return diagnostics.contains { $0.severity == .error } ? ExitStatus.failure : ExitStatus.success
    }
}

extension AnswerScript {
    /// The status of a run given its calls' status: an answer left unused fails a run that succeeded (1).
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
    package var exitStatus: Int32 {
        switch self {
        case .unusable(let error, _): error.exitStatus
        case .cannotWrite: ExitStatus.ioError
        }
    }
}

/// SheetSnapshot's `SnapshotResult/verdict`, declared here so that its status is decided with the others.
package enum SnapshotVerdict: Sendable, Hashable, CaseIterable {
    /// Every cell matches its file, or was recorded.
    case matched
    /// A cell differs from its file, or has none, and was not recorded.
    case differs
    case unusableInput
    case writeFailed

    package var exitStatus: Int32 {
        switch self {
        case .matched: ExitStatus.success
        case .differs: ExitStatus.failure
        case .unusableInput: ExitStatus.dataError
        case .writeFailed: ExitStatus.ioError
        }
    }
}

/// How `sheetctl lsp` ended (SheetLanguageServer's `LanguageServerLoop`).
package enum LanguageServerEnding: Sendable, Hashable {
    case exited(afterShutdown: Bool)
    /// The input ended without `exit`.
    case inputEnded(afterShutdown: Bool)
    case ioFailure(String)

    /// 0 after `shutdown`, else 1, as the protocol asks.
    package var exitStatus: Int32 {
        switch self {
        case .exited(let afterShutdown), .inputEnded(let afterShutdown):
            afterShutdown ? ExitStatus.success : ExitStatus.failure
        case .ioFailure: ExitStatus.ioError
        }
    }
}

/// How a live preview ended (SheetServer's `PreviewWatchLoop`).
package enum LivePreviewEnding: Sendable, Hashable {
    /// SIGINT or SIGTERM.
    case signal(Int32)
    case cannotStart(String)
    /// Nobody reads the drawings any more, or the front end is done.
    case stoppedShowing
    /// The drawing read no file that could be watched, and nothing keeps it on show.
    case nothingToWatch
    case cannotWatch(String)
    /// A watched folder was removed or moved away.
    case folderGone(String)

    package var exitStatus: Int32 {
        switch self {
        case .signal(let number): ExitStatus.stopped(bySignal: number)
        case .cannotStart, .stoppedShowing: ExitStatus.ioError
        case .nothingToWatch, .cannotWatch, .folderGone: ExitStatus.noInput
        }
    }
}

/// A failure a front end finds itself, with no library value to say why.
package enum FrontEndFailure: Sendable, Hashable, CaseIterable {
    case usage
    case dismissed
    /// A file `themes format --check` would change.
    case checkFound
    /// Already explained: a route drawn nowhere, a gallery with no theme drawn, a broken stream of calls.
    case unusableInput
    case output

    package var exitStatus: Int32 {
        switch self {
        case .usage: ExitStatus.usage
        case .dismissed, .checkFound: ExitStatus.failure
        case .unusableInput: ExitStatus.dataError
        case .output: ExitStatus.ioError
        }
    }
}
