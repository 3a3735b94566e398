import Foundation
import PresenterRegistry
import Testing
@testable import SheetTerminal
@testable import SheetText
import ThemeKit

@testable import SheetctlCLI

/// Reading exactly one call from standard input, so the json presenter's answer can follow it.
@Suite struct PresentCallInputTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var input: String
        var value: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a call, then an answer", input: "{\"items\":[\"a\"]}\n{\"index\":1}\n", value: "{\"items\":[\"a\"]}"),
        Case(
            name: "brackets and escaped quotes in strings", input: #"{"items":["}\"{", "]["]}{"cancel":true}"#,
            value: #"{"items":["}\"{", "]["]}"#),
        Case(
            name: "nested objects and lists", input: #"{"badges":[{"index":0,"text":"{"}],"items":["a"]} x"#,
            value: #"{"badges":[{"index":0,"text":"{"}],"items":["a"]}"#),
        Case(name: "white space before", input: "\n \t{\"a\":1}\n", value: "\n \t{\"a\":1}"),
        Case(name: "an escaped backslash before a quote", input: #"{"a":"\\"}rest"#, value: #"{"a":"\\"}"#),
        Case(name: "not a call: the line", input: "hello\n{\"index\":0}\n", value: "hello\n"),
        Case(name: "a call that never ends", input: "{\"items\":[\"a\"", value: "{\"items\":[\"a\""),
        Case(name: "nothing", input: "", value: ""),
    ]

    /// Reads one value from a descriptor holding `input`, then the rest of the descriptor.
    private func split(_ input: String, descriptor: Int32) throws -> (value: String, rest: String) {
        let source = try CallInput.readOneValue(from: descriptor, maxBytes: 1 << 20)
        let rest = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).readDataToEndOfFile()
        return (String(decoding: source.bytes, as: UTF8.self), String(decoding: rest, as: UTF8.self))
    }

    @Test(arguments: cases)
    func aPipeIsReadUpToTheValueOnly(_ testCase: Case) throws {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data(testCase.input.utf8))
        try pipe.fileHandleForWriting.close()
        let (value, rest) = try split(testCase.input, descriptor: pipe.fileHandleForReading.fileDescriptor)
        #expect(value == testCase.value)
        #expect(value + rest == testCase.input)
    }

    @Test(arguments: cases)
    func aFileIsSetBackToJustPastTheValue(_ testCase: Case) throws {
        let scratch = try RegistryCommandTests.Scratch()
        let path = try scratch.write("input", testCase.input)
        let handle = try #require(FileHandle(forReadingAtPath: path))
        defer { try? handle.close() }
        let (value, rest) = try split(testCase.input, descriptor: handle.fileDescriptor)
        #expect(value == testCase.value)
        #expect(value + rest == testCase.input)
    }

    @Test func aCallPastTheLimitIsTooLarge() throws {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data(("{\"items\":[\"" + String(repeating: "x", count: 100) + "\"]}").utf8))
        try pipe.fileHandleForWriting.close()
        #expect {
            _ = try CallInput.readOneValue(from: pipe.fileHandleForReading.fileDescriptor, maxBytes: 50)
        } throws: { error in
            (error as? DiagnosticError)?.diagnostics.first?.code == .inputTooLarge
        }
    }

    @Test(arguments: [
        ("   \n{\"index\": 1}\n", PresentationOutcome?.some(.chose(1))), ("{\"index\": 1}\n", .chose(1)),
        ("\n\n", nil), ("\r\n{\"cancel\": true}", .cancelled), ("\n \n\t\n{\"cancel\": true}\n", .cancelled),
    ])
    func theJSONPresenterPassesOverBlankLinesBeforeTheAnswer(_ input: String, _ outcome: PresentationOutcome?) throws {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data(input.utf8))
        try pipe.fileHandleForWriting.close()
        let base = JSONLineChannel.fileDescriptors(input: pipe.fileHandleForReading.fileDescriptor, output: -1)
        let presenter = JSONPresenter(channel: JSONLineChannel(writeLine: { _ in }, readLine: base.readLine))
        let request = PresentationRequest(sheet: ActionSheet(items: [.init("A"), .init("B")]))
        if let outcome {
            #expect(try presenter.present(request) == outcome)
        } else {
            #expect(throws: PresentationError(.io, "the input ended before an answer")) {
                try presenter.present(request)
            }
        }
    }
}
