import CommandLineKit
import PresenterRegistry
import SheetServer
import SheetSystem
import SheetText

/// A choice an editor makes (``PreviewSelection``) after the page started beats `--theme` until the next one.
enum PreviewServe {
    static let pagePresenters = ["svg", "html"]

    static func run(
        _ options: PreviewOptions, output: OutputOptions, context: CommandContext,
        draw: @escaping (_ presenter: String, OutputOptions, _ choice: PreviewSelection.Choice?) -> PreviewPass
    ) -> Int32 {
        let address: HTTPAddress
        do throws(UsageError) {
            address = try Self.address(options.address)
            try Self.check(options)
        } catch {
            return HelpFormatter.usageError(error, spec: Commands.preview, path: ["preview"], context: context)
        }
        let server: LivePreviewServer
        do throws(HTTPServer.Failure) {
            server = try LivePreviewServer(address: address, port: options.port ?? 0, title: "sheetctl preview")
        } catch {
            context.stderr.write("sheetctl: \(error.reason)\n")
            return CommandFailure.output.exitCode
        }
        defer { server.stop() }
        if !address.isLoopback {
            context.stderr.write(
                "sheetctl: warning: serving on \(address), not 127.0.0.1: anyone who can reach this machine "
                    + "on port \(server.port) can read the page\n"
            )
        }
        context.stdout.write(server.url + "\n")
        if context.stdout.failure != nil { return CommandFailure.output.exitCode }
        // The terminal pane shows the ansi drawing in true colour: the theme's own colours, whatever this terminal can.
        var terminalOutput = output
        terminalOutput.colorDepth = .trueColor
        // Only a choice made after the page started; its file is watched too.
        let selection = PreviewSelection.standard(environment: context.environment)
        if let selection { try? AtomicFileWriter().makeDirectories(FileSystem.directory(of: selection.path)) }
        let start = selection?.current()
        var chosen: PreviewSelection.Choice?
        let drawSheet = { () -> PreviewPass in
            chosen = selection?.choice(since: start)
            var pass = draw("svg", output, chosen)
            if let selection { pass.inputs.append(selection.path) }
            return pass
        }
        return PreviewWatch.run(options, context: context, draw: drawSheet) { pass in
            if pass.isGood, let drawing = pass.drawing {
                let terminal = draw("ansi", terminalOutput, chosen)
                server.show(drawing: drawing, theme: pass.theme, terminal: terminal.isGood ? terminal.drawing : nil)
            } else {
                server.show(diagnostics: pass.messages.text)
            }
        }
    }

    static func address(_ text: String?) throws(UsageError) -> HTTPAddress {
        guard let text else { return .loopback }
        guard let address = HTTPAddress(text) else {
            throw UsageError("--address takes a numeric IPv4 or IPv6 address such as 127.0.0.1 or ::1, not '\(text)'")
        }
        return address
    }

    static func check(_ options: PreviewOptions) throws(UsageError) {
        guard options.serve else {
            if options.port != nil { throw UsageError("--port is for --serve") }
            if options.address != nil { throw UsageError("--address is for --serve") }
            return
        }
        if let presenter = options.presenter, !pagePresenters.contains(presenter) {
            throw UsageError("--serve draws the sheet's picture (svg or html), not with presenter '\(presenter)'")
        }
        if options.output != nil {
            throw UsageError("--serve shows the drawing on its page; use --watch to keep a file up to date")
        }
        if let error = PreviewWatch.readOnceError(options.sheet, for: "--serve") { throw error }
    }
}
