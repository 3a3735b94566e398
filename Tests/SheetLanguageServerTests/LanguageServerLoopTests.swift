import Foundation
import Glibc
import Synchronization
import Testing
@testable import SheetSystem
@testable import SheetText
import ThemeKit

@testable import SheetLanguageServer

/// The loop over real pipes: what it reads together is handled together, and diagnostics wait
/// until no further message is waiting.
@Suite struct LanguageServerLoopTests {
    static func frame(_ body: String) -> [UInt8] { Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8) }

    static func write(_ fd: Int32, _ bytes: [UInt8]) {
        var sent = 0
        while sent < bytes.count {
            let wrote = bytes[sent...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            guard wrote > 0 else { return }
            sent += wrote
        }
    }

    @Test func aBurstReadTogetherIsPublishedOnceForItsLastVersion() throws {
        var toServer: [Int32] = [0, 0]
        var fromServer: [Int32] = [0, 0]
        try #require(pipe(&toServer) == 0 && pipe(&fromServer) == 0)
        let uri = "file:///burst.yaml"
        var burst = Self.frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
        burst += Self.frame(
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"yaml","version":1,"text":"name: a\n"}}}"#
        )
        for version in 2...6 {
            burst += Self.frame(
                #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{"text":"name: v\#(version)\nbogus: 1\n"}]}}"#
            )
        }
        // Under PIPE_BUF, so it is in the pipe, whole, before the loop's first read.
        #expect(burst.count < 4096)
        Self.write(toServer[1], burst)
        let input = toServer[1]
        let output = fromServer[0]
        // The client: once diagnostics come, it says goodbye, and keeps everything it read.
        let transcript = Transcript()
        let finished = DispatchSemaphore(value: 0)
        let client = Thread {
            var seen: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 4096)
            var saidGoodbye = false
            while true {
                let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                seen += chunk[0..<count]
                if !saidGoodbye, String(decoding: seen, as: UTF8.self).contains("publishDiagnostics") {
                    saidGoodbye = true
                    Self.write(input, Self.frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#))
                    Self.write(input, Self.frame(#"{"jsonrpc":"2.0","method":"exit"}"#))
                }
            }
            transcript.bytes.withLock { $0 = seen }
            finished.signal()
        }
        client.start()
        let library = ThemeLibrary(searchPath: ThemeSearchPath(directories: []))
        let server = LanguageServer(
            configuration: .init(themes: library, presenters: .init(searchPath: nil, pluginEnvironment: [:])))
        var loop = LanguageServerLoop(
            server: server, input: FileDescriptor(rawValue: toServer[0]),
            output: FileDescriptor(rawValue: fromServer[1]))
        let ending = loop.run()
        #expect(ending == .exited(afterShutdown: true))
        close(fromServer[1])
        finished.wait()
        for fd in [toServer[0], toServer[1], fromServer[0]] { close(fd) }
        var reader = MessageFrameReader()
        let messages = reader.feed(transcript.bytes.withLock { $0 }).compactMap { frame -> JSONValue? in
            guard case .message(let body) = frame else { return nil }
            return try? JSONParser.parse(SourceText(name: "<reply>", bytes: body))
        }
        let published = messages.filter { $0["method"]?.stringValue == "textDocument/publishDiagnostics" }
        #expect(published.count == 1)
        #expect(published.first?["params"]?["version"] == .integer(6))
        let codes = published.first?["params"]?["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue }
        #expect(codes?.contains("unknown-key") == true)
        #expect(loop.server.hasPendingDiagnostics == false)
        #expect(messages.contains { $0["id"] == .integer(2) && $0["result"] == .null })
    }
}

/// What the client thread read, handed back to the test.
final class Transcript: Sendable {
    let bytes = Mutex<[UInt8]>([])
}
