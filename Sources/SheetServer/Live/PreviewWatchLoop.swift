import PresenterRegistry
import SheetSystem

/// A drawing whose inputs cannot all be used may not say every file (a broken theme may not say what it extends),
/// so the loop keeps watching the last good drawing's files too.
package struct PreviewWatchLoop: Sendable {
    package struct Pass: Sendable {
        package var isGood: Bool
        package var inputs: [String]

        package init(isGood: Bool, inputs: [String]) { (self.isGood, self.inputs) = (isGood, inputs) }
    }

    /// A page stays on show with only built-in inputs, rather than ending the loop for having no file to watch.
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
            switch watcher.next(debounceMilliseconds: 100, stopDescriptor: signals.descriptor) {
            case .changed, .timedOut: continue
            case .stopped: return .signal(signals.received())
            case .folderGone(let folder): return .folderGone(folder)
            }
        }
    }
}
