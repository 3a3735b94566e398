import PresenterRegistry
import Synchronization

/// A presenter looked up by name in the catalog (built-ins, then plugins on `PATH`), with the
/// reasons a plugin failed and `plain` drew instead, to be told on stderr.
final class PresenterChoice: Sendable {
    /// The presenter, wrapped so a failing plugin falls back to `plain`.
    let presenter: any ActionSheetPresenter
    private let log: FallbackReasons

    /// Looks a presenter up.
    /// - Parameters:
    ///   - name: The presenter's name.
    ///   - context: The command's environment, whose `PATH` finds plugins.
    /// - Returns: `nil` when no presenter has the name.
    init?(named name: String, context: CommandContext) {
        let log = FallbackReasons()
        guard
            let presenter = Commands.presenterCatalog(context).presenter(
                named: name, onFallback: { log.append($0) })
        else { return nil }
        self.presenter = presenter
        self.log = log
    }

    /// Every name a presenter can be looked up by here: the built-ins, then the plugins found.
    static func names(context: CommandContext) -> [String] {
        Commands.presenterCatalog(context).entries().map(\.name)
    }

    /// Writes each fallback's reason to stderr, once.
    func reportFallbacks(to context: CommandContext) {
        for reason in log.drain() {
            context.stderr.write("sheetctl: \(reason.message); drawn with 'plain' instead\n")
        }
    }
}

/// Reasons gathered from the presenter's callback, which may come from another thread.
private final class FallbackReasons: Sendable {
    private let reasons = Mutex<[PresentationError]>([])

    func append(_ reason: PresentationError) { reasons.withLock { $0.append(reason) } }

    func drain() -> [PresentationError] {
        reasons.withLock { list in
            defer { list.removeAll() }
            return list
        }
    }
}
