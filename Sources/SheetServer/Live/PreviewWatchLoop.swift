import PresenterRegistry
import SheetSystem

/// The loop of a live preview (`sheetctl preview --watch` and `--serve`): draw, show the drawing,
/// wait for a save of a file it read, draw again, until SIGINT or SIGTERM.
///
/// Each save is seen through ``FileWatcher`` and debounced: the next drawing is made
/// ``debounceMilliseconds`` after the last event of a burst. A drawing whose inputs cannot all be
/// used may not say every file (a broken theme may not say what it extends), so the files watched
/// are then the last good drawing's and its own. There is nothing to undo on the way out.
package struct PreviewWatchLoop: Sendable {
    /// What the loop needs to know of one drawing.
    package struct Pass: Sendable {
        package var isGood: Bool
        package var inputs: [String]

        package init(isGood: Bool, inputs: [String]) { (self.isGood, self.inputs) = (isGood, inputs) }
    }

    /// How long the files must stay quiet after a save before the next drawing is made.
    static let debounceMilliseconds: Int32 = 100
    /// Whether a drawing from built-in inputs alone stays on show until interrupted (a page),
    /// rather than ending the loop for having no file to watch.
    package var keepsShowingWithoutFiles = false

    package init(keepsShowingWithoutFiles: Bool = false) { self.keepsShowingWithoutFiles = keepsShowingWithoutFiles }

    package func run(draw: () -> Pass, show: () -> Bool, waiting: () -> Void) -> LivePreviewEnding {
        let watcher = FileWatcher()
        let signals: SignalPipe
        do throws(SignalPipe.Failure) {
            signals = try SignalPipe(signals: [SIGINT, SIGTERM])
        } catch {
            return .cannotStart("\(error)")
        }
        defer { signals.restore() }
        var watched: [String] = []
        while true {
            let known = draw()
            watched = known.isGood ? known.inputs : watched + known.inputs.filter { !watched.contains($0) }
            // Watch before showing, so a save made as soon as the drawing appears is seen.
            var failure: FileWatcher.Failure?
            do throws(FileWatcher.Failure) { try watcher.watch(watched) } catch { failure = error }
            guard show() else { return .stoppedShowing }
            guard !watched.isEmpty || keepsShowingWithoutFiles else { return .nothingToWatch }
            if let failure { return .cannotWatch("\(failure)") }
            if !known.isGood { waiting() }
            switch watcher.next(debounceMilliseconds: Self.debounceMilliseconds, stopDescriptor: signals.descriptor) {
            case .changed, .timedOut: continue
            case .stopped: return .signal(signals.received())
            case .folderGone(let folder): return .folderGone(folder)
            }
        }
    }
}
