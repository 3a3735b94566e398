// libFuzzer target: the call decoder (`my.showActionSheet` and `wx.showActionSheet` parameters),
// from arbitrary bytes as JSON text, and as a sheet file (JSON or YAML).
//
// Built and run by `scripts/fuzz Call SECONDS`. Besides "does not crash, hang or blow up", it
// checks that a rejection always carries an error and that an accepted sheet renders with every
// built-in presenter: plain and ansi writing no dangerous character raw, json writing valid JSON;
// and that reading a call costs a bounded amount of work per byte, counted, not timed.
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
    checkLinearCost(bytes)
    return 0
}

/// The work of reading `bytes` as JSON and locating every value and key, as the reader counts
/// it: bytes examined to find lines and columns, and keys compared to find duplicates; and how
/// many places were located.
func work(_ bytes: [UInt8]) -> (tree: JSONCallTree, work: Int, places: Int)? {
    let source = SourceText(name: "call.json", bytes: bytes)
    guard let tree = try? JSONCallTree(parsing: source) else { return nil }
    var places = 0
    func locate(_ node: CallNode) {
        _ = node.location
        places += 1
        switch node.value {
        case .list(let nodes): nodes.forEach(locate)
        case .object(let members):
            for member in members {
                _ = member.keyLocation
                places += 1
                locate(member.value)
            }
        default: break
        }
    }
    locate(tree.root)
    return (tree, source.lineSearchSteps + tree.keyComparisons, places)
}

/// The most bytes finding one place may examine once the text is indexed: two 64-byte blocks
/// and a binary search over the lines.
func placeBound(_ bytes: Int) -> Int { 2 * 64 + 2 + bytes.bitWidth - bytes.leadingZeroBitCount }

/// Reading the input's value written `copies` times on one line, in an array and as the members
/// of an object, costs no more than `copies` times reading it once, plus the brackets: a reader
/// that counted each column from the start of the line, or scanned an object's members for each
/// key, would cost `copies`² times. Each copy's place on the line is checked too.
func checkLinearCost(_ bytes: [UInt8]) {
    // Large enough for a quadratic to show, small enough to keep the fuzzer fast.
    let copies = 8
    guard bytes.count <= 8 << 10, let (_, once, _) = work(bytes) else { return }
    // The text on one line: in valid JSON a line feed or carriage return is only ever white space.
    var line = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    for index in line.indices where line[index] == 0x0A || line[index] == 0x0D { line[index] = 0x20 }
    let keys = (0..<copies).map { Array("\"\($0)\":".utf8) }
    let array =
        [UInt8(ascii: "[")] + Array((0..<copies).map { _ in line }.joined(separator: [UInt8(ascii: ",")])) + [
            UInt8(ascii: "]")
        ]
    let object =
        [UInt8(ascii: "{")] + Array((0..<copies).map { keys[$0] + line }.joined(separator: [UInt8(ascii: ",")]))
        + [UInt8(ascii: "}")]
    for (form, text) in [("an array", array), ("an object", object)] {
        // One level deeper than the input: past the depth limit it is refused, which is no cost.
        guard let (tree, repeated, places) = work(text) else { continue }
        // One pass to index the text, a bounded count for each place, and the keys compared.
        let bound = 2 * copies * (once + line.count + 16) + text.count + places * placeBound(text.count)
        if repeated > bound {
            fatalError("\(copies) copies in \(form) cost \(repeated) steps, over \(bound): once costs \(once)")
        }
        // Without a Unicode line break inside a string, copy n starts on line 1 after n copies
        // and their commas (and keys), each copy as many columns wide as it has scalars.
        let width = String(decoding: line, as: UTF8.self).unicodeScalars.count
        // The line has no LF or CR left: a second line means a NEL, U+2028 or U+2029 in a string.
        guard SourceText(name: "call.json", bytes: line).line(2) == nil else { continue }
        let nodes: [CallNode]
        switch tree.root.value {
        case .list(let list): nodes = list
        case .object(let members): nodes = members.map(\.value)
        default: fatalError("\(form) of copies read as \(tree.root.typeName)")
        }
        if nodes.count != copies { fatalError("\(form) of \(copies) copies read as \(nodes.count)") }
        // The value of a copy starts after the copy's leading white space.
        let leading = line.prefix { $0 == 0x20 || $0 == 0x09 }.count
        for (index, node) in nodes.enumerated() {
            let keyBytes = form == "an object" ? keys[...index].map(\.count).reduce(0, +) : 0
            let start = SourcePosition(line: 1, column: 2 + index * (width + 1) + keyBytes + leading)
            if node.location?.start != start {
                fatalError(
                    "copy \(index) in \(form) is at \(node.location?.start.description ?? "nowhere"), not \(start)")
            }
        }
    }
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
