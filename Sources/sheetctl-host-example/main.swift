// A host that answers one mini-program call from standard input, as `sheetctl present` does,
// with the public API alone. Options as `sheetctl present` spells them:
// --app ID, --registry FILE, --theme-path DIR (repeatable), --dialect NAME, --answers FILE.
import Foundation
import PresenterRegistry
import ThemeKit

func tell(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }

func fail(_ message: String, _ diagnostics: [Diagnostic] = [], status: Int32) -> Never {
    tell("sheetctl-host-example: \(message)\n" + DiagnosticRenderer().render(diagnostics))
    exit(status)
}

var options: [String: String] = [:]
var themePaths: [String] = []
var words = CommandLine.arguments.dropFirst()
while let word = words.popFirst() {
    let names = ["--app", "--registry", "--theme-path", "--dialect", "--answers"]
    guard names.contains(word), let value = words.popFirst() else {
        fail(
            "usage: [--app ID] [--registry FILE] [--theme-path DIR]... [--dialect NAME] [--answers FILE]",
            status: ExitStatus.usage)
    }
    if word == "--theme-path" { themePaths.append(value) } else { options[word] = value }
}
let dialect = options["--dialect"].flatMap(CallDialect.init(rawValue:))
if options["--dialect"] != nil, dialect == nil { fail("unknown dialect", status: ExitStatus.usage) }

// The host as `sheetctl present` configures it; a routing file that cannot be used is kept, so
// that each call is still checked and answered with a failure in its dialect.
let environment = HostConfiguration.processEnvironment()
let configuration = HostConfiguration.standard(
    environment: environment, registry: options["--registry"], themePaths: themePaths)
let host = ActionSheetHost.tolerating(configuration, resolving: options["--app"])
if let problem = host.routingProblem { tell(DiagnosticRenderer(sources: problem.sources).render(problem.diagnostics)) }

var script: AnswerScript?
do throws(DiagnosticError) {
    if let path = options["--answers"] {
        script = try AnswerScript(SourceText.read(path: path, maxBytes: 16 << 20))
    }
    let call = try SourceText.readStandardInput(maxBytes: 16 << 20)
    var request = SheetRequest(.call(call), app: options["--app"], output: configuration.terminalOutput())
    request.dialect = dialect
    let answered = host.answer(request, script: script?.next())
    print(answered.text)
    if let failure = answered.failure { tell("sheetctl-host-example: \(failure)\n") }
    exit(script?.exitStatus(after: answered.exitStatus) ?? answered.exitStatus)  // 1 for an answer left unused
} catch {
    fail("cannot read the input", error.diagnostics, status: error.exitStatus)
}
