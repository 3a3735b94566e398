// libFuzzer target: the call decoder (`my.showActionSheet` and `wx.showActionSheet` parameters),
// from arbitrary bytes as JSON text, and as a sheet file (JSON or YAML).
//
// Built and run by `scripts/fuzz Call SECONDS`. Besides "does not crash, hang or blow up", it
// checks that a rejection always carries an error and that an accepted sheet renders with every
// built-in presenter: plain and ansi writing no dangerous character raw, json writing valid JSON.
import PresenterRegistry
import ThemeKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let source = SourceText(name: "call.json", bytes: bytes)

    for dialect in [nil, CallDialect.my, .wx] {
        for keys in [ActionSheetCall.KeyPolicy.ignoreUnknown, .warnUnknown] {
            check { () throws(CallRejection) in
                try ActionSheetCall.decode(jsonText: source, dialect: dialect, keys: keys)
            }
        }
    }
    check { () throws(CallRejection) in
        try ActionSheetCall.load(sheetFile: SourceText(name: "sheet.yaml", bytes: bytes))
    }
    if let value = try? JSONParser.parse(source) {
        _ = value.compactText
        _ = value.prettyText
        check { () throws(CallRejection) in try ActionSheetCall.decode(json: value) }
    }
    return 0
}

/// Runs one decode: a rejection must hold an error; an accepted call must render with every
/// built-in presenter, the terminal ones writing nothing dangerous and json writing valid JSON.
func check(_ decode: () throws(CallRejection) -> ActionSheetCall) {
    do {
        let call = try decode()
        let sheet = call.sheetWithPlatformDefaults
        // Every presenter at every colour depth at one width, and plain at the narrow widths too.
        var requests = ColorDepth.allCases.map { (depth: $0, width: 40) }
        requests += [(.none, 1), (.none, 7)]
        for (depth, width) in requests {
            let request = PresentationRequest(sheet: sheet, output: OutputOptions(width: width, colorDepth: depth))
            for (name, factory) in BuiltInPresenters.all.map({ ($0.name, $0.factory) }) {
                if width < 40, name != "plain" { continue }
                guard let text = try? factory().render(request) else { continue }
                switch name {
                case "plain", "ansi", "auto":
                    for scalar in withoutSGR(text).unicodeScalars where isDangerous(scalar) {
                        fatalError("the \(name) presenter wrote U+\(String(scalar.value, radix: 16)) raw")
                    }
                case "json":
                    if (try? JSONParser.parse(SourceText(name: "out.json", text: text))) == nil {
                        fatalError("the json presenter wrote text that is not JSON")
                    }
                default:
                    break
                }
            }
        }
    } catch {
        if !error.diagnostics.containsErrors { fatalError("a rejection without an error") }
    }
}

/// The text without the SGR sequences (`ESC [ digits and ; m`) a colour presenter writes itself;
/// any other ESC stays, to be found.
func withoutSGR(_ text: String) -> String {
    var out: [Unicode.Scalar] = []
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
        if scalars[index] == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" {
            var end = index + 2
            while end < scalars.count, scalars[end] == ";" || ("0"..."9").contains(scalars[end]) { end += 1 }
            if end < scalars.count, scalars[end] == "m" {
                index = end + 1
                continue
            }
        }
        out.append(scalars[index])
        index += 1
    }
    return String(String.UnicodeScalarView(out))
}

/// A scalar that must never reach a terminal from a call: controls other than the presenter's own
/// line feeds, DEL, C1 controls and the bidi embeddings, overrides and isolates.
func isDangerous(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A: false
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
    default: false
    }
}
