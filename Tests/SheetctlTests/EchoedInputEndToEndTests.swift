import Foundation
import Testing

/// Every message that echoes what it was given (a flag's value, a word, a file name, an app ID)
/// shows it visibly, run as the built binary: no escape sequence, bidi control or invisible
/// character reaches the terminal, and a line break in the input cannot start a line of its own.
@Suite struct EchoedInputEndToEndTests {
    /// Hostile text to put in the input, and how it must be shown.
    struct Payload: Sendable {
        var name: String
        var raw: String
        var shown: String
        /// A line no output may start with: one the payload would forge if echoed raw.
        var forgedLine: String?
    }

    static let payloads: [Payload] = [
        Payload(name: "escape sequence", raw: "e\u{1B}[2J\u{1B}[31m", shown: "e^[[2J^[[31m"),
        Payload(name: "line break", raw: "n\nforged: ok", shown: "n\\nforged: ok", forgedLine: "forged: ok"),
        Payload(name: "bidi override", raw: "b\u{202E}txt.exe", shown: "b<U+202E>txt.exe"),
        Payload(name: "variation selectors", raw: "v\u{FE00}\u{E0100}", shown: "v<U+FE00><U+E0100>"),
    ]

    /// A place that echoes input, as a command line with the payload in it.
    struct Echo: Sendable {
        var name: String
        /// The words, given the payload and a fresh folder.
        var arguments: @Sendable (_ payload: String, _ folder: String) throws -> [String]
        /// Whether the echo is on standard output (else standard error).
        var onStdout = false
    }

    static let echoes: [Echo] = [
        Echo(name: "unknown option") { payload, _ in ["preview", "--x" + payload] },
        Echo(name: "unknown command") { payload, _ in ["c" + payload] },
        Echo(name: "unknown command of help") { payload, _ in ["help", "c" + payload] },
        Echo(name: "unknown subcommand") { payload, _ in ["registry", "c" + payload] },
        Echo(name: "unknown presenter") { payload, _ in ["preview", "--presenter", "p" + payload] },
        Echo(name: "bad --output of show") { payload, _ in ["show", "--output", "o" + payload, "item"] },
        Echo(name: "bad --badge") { payload, _ in ["show", "--badge", "0:" + payload, "item"] },
        Echo(name: "bad --selected") { payload, _ in ["show", "--selected", "s" + payload, "item"] },
        Echo(name: "bad --width") { payload, _ in ["preview", "--width", "w" + payload] },
        Echo(name: "bad --color") { payload, _ in ["preview", "--color", "c" + payload] },
        Echo(name: "cannot write") { payload, folder in
            // A file where the output's folder would be: the folder cannot be made.
            try Data().write(to: URL(fileURLWithPath: folder + "/d" + payload))
            return ["preview", "-o", folder + "/d" + payload + "/out.txt"]
        },
        Echo(name: "registry unset with no entry") { payload, folder in
            let file = folder + "/r" + payload + ".yaml"
            try Data("apps:\n  a: { theme: x }\n".utf8).write(to: URL(fileURLWithPath: file))
            return ["registry", "unset", "nope", "--registry", file]
        },
        Echo(
            name: "registry list header",
            arguments: { payload, folder in
                let file = folder + "/r" + payload + ".yaml"
                try Data("apps:\n  a: { theme: x }\n".utf8).write(to: URL(fileURLWithPath: file))
                return ["registry", "list", "--registry", file]
            }, onStdout: true),
        Echo(
            name: "themes gallery paths",
            arguments: { payload, folder in
                try FileManager.default.createDirectory(atPath: folder + "/none", withIntermediateDirectories: true)
                return ["themes", "gallery", "-o", folder + "/g" + payload, "--theme-path", folder + "/none"]
            }, onStdout: true),
    ]

    struct Case: Sendable, CustomTestStringConvertible {
        var echo: Echo
        var payload: Payload
        var testDescription: String { "\(echo.name), \(payload.name)" }
    }

    static let cases: [Case] = echoes.flatMap { echo in payloads.map { Case(echo: echo, payload: $0) } }

    @Test(arguments: cases)
    func theEchoShowsTheInputVisibly(_ test: Case) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetctl-echo-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let arguments = try test.echo.arguments(test.payload.raw, folder)
        let result = try SheetctlProcess.run(
            arguments, environment: ["PATH": "/usr/bin:/bin", "HOME": folder, "TERM": "dumb"])
        let echoed = test.echo.onStdout ? result.stdout : result.stderr
        // The message does echo the input (else this test would prove nothing), in its visible form.
        #expect(echoed.contains(test.payload.shown), "\(echoed)")
        for output in [result.stdout, result.stderr] {
            let raw = output.unicodeScalars.filter {
                $0.value == 0x1B || $0.value == 0x202E || (0xFE00...0xFE0F).contains($0.value)
                    || (0xE0100...0xE01EF).contains($0.value)
            }
            #expect(raw.isEmpty, "raw: \(raw.map { String($0.value, radix: 16) })")
            if let forged = test.payload.forgedLine {
                #expect(!output.split(separator: "\n").contains { $0.hasPrefix(forged) })
            }
        }
    }
}
