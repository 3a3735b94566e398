import PresenterRegistry
import SheetSystem
import SheetText
import ThemeKit

/// Diagnostics wait for `quietPeriod` of quiet input, so a burst of changes is linted once.
package struct LanguageServerLoop {
    /// So that a client that never stops sending still sees diagnostics.
    static let maxDeferredMessages = 256

    package var server: LanguageServer
    let input: FileDescriptor
    let output: FileDescriptor
    let quietPeriod: Duration
    private var reader = MessageFrameReader()

    package init(server: LanguageServer, input: FileDescriptor, output: FileDescriptor, quietPeriod: Duration = .zero) {
        self.server = server
        self.input = input
        self.output = output
        self.quietPeriod = quietPeriod
    }

    package mutating func run() -> LanguageServerEnding {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var deferred = 0
        while true {
            if server.hasPendingDiagnostics {
                let waiting: Bool
                do throws(Errno) {
                    let ready = try FileDescriptor.poll([(input, .readable)], timeout: quietPeriod)[0]
                    waiting = deferred < Self.maxDeferredMessages && !ready.isEmpty
                } catch {
                    return .ioFailure("cannot wait for input: \(error)")
                }
                if !waiting {
                    deferred = 0
                    if let failure = send(server.publishDiagnostics()) { return failure }
                    server.writePreviewIfDue()
                    continue
                }
            }
            let count: Int
            do throws(Errno) {
                count = try input.read(into: &chunk)
            } catch  where error == .wouldBlock {
                // An input left non-blocking by whoever opened it: wait for it as for any other.
                do throws(Errno) { try input.wait(for: .readable) } catch {
                    return .ioFailure("cannot wait for input: \(error)")
                }
                continue
            } catch {
                return .ioFailure("cannot read the input: \(error)")
            }
            if count == 0 { return .inputEnded(afterShutdown: server.lifecycle == .shutDown) }
            let frames = reader.feed(chunk[0..<count])
            server.noteCancellations(in: frames.compactMap { if case .message(let body) = $0 { body } else { nil } })
            for frame in frames {
                let replies: [JSONValue]
                switch frame {
                case .message(let body): replies = server.handle(body)
                case .malformed(let problem): replies = [JSONRPC.error(id: .null, .parseError, problem)]
                }
                if let failure = send(replies) { return failure }
                if let ending = server.ending { return ending }
                deferred += 1
            }
        }
    }

    private func send(_ messages: [JSONValue]) -> LanguageServerEnding? {
        guard !messages.isEmpty else { return nil }
        do throws(Errno) {
            try output.write(all: messages.flatMap(MessageFrame.encode))
        } catch {
            return .ioFailure("cannot write to the client: \(error)")
        }
        return nil
    }
}
