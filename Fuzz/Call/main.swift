// libFuzzer target: the call decoder (`my.showActionSheet` and `wx.showActionSheet` parameters),
// from arbitrary bytes as JSON text, and as a sheet file (JSON or YAML).
//
// Built and run by `scripts/fuzz Call SECONDS`. Besides "does not crash, hang or blow up", it
// checks that a rejection always carries an error and that an accepted sheet resolves and renders.
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

/// Runs one decode: a rejection must hold an error; an accepted call must render.
func check(_ decode: () throws(CallRejection) -> ActionSheetCall) {
    do {
        let call = try decode()
        let sheet = call.sheetWithPlatformDefaults
        for width in [1, 7, 40] {
            let request = PresentationRequest(sheet: sheet, output: OutputOptions(width: width))
            guard let text = try? PlainPresenter().render(request) else { continue }
            for scalar in text.unicodeScalars where isDangerous(scalar) {
                fatalError("the plain presenter wrote U+\(String(scalar.value, radix: 16)) raw")
            }
        }
    } catch {
        if !error.diagnostics.containsErrors { fatalError("a rejection without an error") }
    }
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
