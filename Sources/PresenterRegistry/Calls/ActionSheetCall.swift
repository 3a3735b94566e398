import SheetText
import ThemeKit

/// A decoded `showActionSheet` call in one of the ``CallDialect``s: its dialect, its sheet, and any warnings.
///
/// One decoder reads both JSON calls and YAML sheet files (my dialect, the same keys), through
/// ``CallNode``. The rules, from the platforms' documentation:
///
/// **`my.showActionSheet`**
/// - `title` (and the extension `message`): text; a number is shown as text; null means none.
/// - `items`: required, at least one; a string or a number (shown as written: `3` → "3"); any
///   other type rejects the call.
/// - `cancelButtonText`: an explicit text overrides the theme's label. Absent, null or empty leaves
///   the label to the theme and the locale: the sheet's ``ActionSheet/cancelButtonText`` is `nil`.
///   The platform's own default, "取消", is ``CallDialect/defaultCancelText``, applied only by
///   ``sheetWithPlatformDefaults`` (for hosts that want the platform's look exactly).
/// - `destructiveBtnIndex`: a JSON number is a number, as a JavaScript host's `JSON.parse` reads
///   it: its value counts, so `1`, `1.0` and `1e0` are index 1 and `-0` is index 0. Absent, -1,
///   negative, a fraction (`1.5`), ≥ the item count, or not a number (`"1"`) means no destructive
///   item. Never an error; in a sheet file (``load(sheetFile:dialect:)``) a value that means none
///   although it is not absent, null or -1 is a located warning.
/// - `badges[] {index, type, text}`: `type` defaults to `none` and an unknown type is `none`; an
///   entry whose index is not a whole number inside the items (read as `destructiveBtnIndex` is,
///   warned about the same way in a sheet file), or that is not an object, is ignored;
///   the last entry for an index wins; `text` is ignored for none/point/more; for `num` it may be a
///   number or a string (``ResolvedSheet/badgeLabel(_:styles:)`` hides fractions and values ≤ 0
///   and shows the theme's overflow label for any whole number above its maximum, 99 by default,
///   however large or however written).
/// - `itemColor` (an extension, the SDK's parameter): as for `wx`.
///
/// **`wx.showActionSheet`**
/// - `alertText`: shown above the items, so it becomes the sheet's ``ActionSheet/message``
///   (wx has no title; the message is what SwiftUI draws above the buttons).
/// - `itemList`: required, 1 to 6 strings; a number or anything else rejects the call.
/// - `itemColor`: `#RGB`, `#RRGGBB` or `#AARRGGBB` (alpha first); anything else rejects the call.
///   Absent, the theme's item colour applies (the platform's `#000000` is
///   ``CallDialect/defaultItemColor``, applied by ``sheetWithPlatformDefaults``).
///
/// **The other dialects** (each cited on its ``CallDialect`` case) read the same rules under their
/// own keys (``CallDialect/titleKey``, ``CallDialect/messageKey``, ``CallDialect/cancelKey``,
/// ``CallDialect/destructiveKey``): `tt`, `swan`, `qq` and `ks` as `wx` (swan without `alertText`,
/// tt's `itemColor` hex only); `dd` as `my` without `badges`, `itemColor` and `message`, items
/// strings only and no limit; `uni` as `wx` plus `title` and `cancelText`, no limit, its
/// `titleColor`, `cancelColor` and `backgroundColor` checked as colours (the theme draws those
/// parts) and `popover` accepted; `jsbridge` with `title`, `btns`, `cancelBtn`, `destructiveBtnIndex`.
///
/// **All**: the dialect is given, or told by the keys (``CallDialect/detect(_:)``: `items` → my,
/// `itemList` → wx, or uni with a key only uni reads, `btns` → jsbridge); a call with none of
/// them, or more than one, is rejected, and the dialects that share a family's keys (dd; tt,
/// swan, qq, ks) are chosen by name. Keys the dialect does not know are ignored in calls
/// (mini programs pass extra keys), and warned about, with a did-you-mean, in sheet files. A key
/// given twice in JSON keeps its last value, as `JSON.parse` does, and is a warning at each value
/// dropped; YAML refuses it, as it does in every file.
public struct ActionSheetCall: Sendable, Hashable {
    /// The call's dialect.
    public var dialect: CallDialect
    /// The sheet it asks for; absent parameters are `nil`, so the theme decides.
    public var sheet: ActionSheet
    /// Problems that did not reject the call: keys given twice in a JSON call, and unknown keys
    /// in a sheet file.
    public var warnings: [Diagnostic]

    /// Creates a decoded call.
    public init(dialect: CallDialect, sheet: ActionSheet, warnings: [Diagnostic] = []) {
        self.dialect = dialect
        self.sheet = sheet
        self.warnings = warnings
    }

    /// The sheet with the platform's defaults filled in where the call gave nothing: the
    /// cancel text "取消" and, for `wx`, the item colour `#000000`.
    public var sheetWithPlatformDefaults: ActionSheet {
        var sheet = self.sheet
        if sheet.cancelButtonText == nil { sheet.cancelButtonText = dialect.defaultCancelText }
        if sheet.itemColor == nil { sheet.itemColor = dialect.defaultItemColor }
        return sheet
    }

    /// The sheet as a host draws it: where the platform's own sheet draws the actions in a colour
    /// of its own (swan's `#3c76ff`), a call that gives no `itemColor` gets that colour; where the
    /// platform's colour is black (wx and the others), the theme's item colour applies, so a dark
    /// theme stays readable.
    package var sheetToDraw: ActionSheet {
        var sheet = self.sheet
        if sheet.itemColor == nil, let color = dialect.defaultItemColor, color != ThemeColor(red: 0, green: 0, blue: 0)
        {
            sheet.itemColor = color
        }
        return sheet
    }

    /// How strictly keys are checked.
    package enum KeyPolicy: Sendable, Hashable {
        /// Unknown keys are ignored: mini programs pass extra keys in calls.
        case ignoreUnknown
        /// Unknown keys are warnings with a did-you-mean: for sheet files written by hand.
        case warnUnknown
    }

    /// Decodes a call's parameters; the warnings reading its text gave (`reading`: duplicate keys)
    /// are reported with the decoder's own, in source order, whether the call is rejected or not.
    /// - Returns: The call.
    /// - Throws: ``CallRejection`` with every problem found, each located when the call came from a file.
    package static func decode(
        _ call: CallNode, dialect: CallDialect? = nil, keys: KeyPolicy = .ignoreUnknown, reading: [Diagnostic] = []
    ) throws(CallRejection) -> ActionSheetCall {
        func rejection(_ dialect: CallDialect?, _ error: Diagnostic) -> CallRejection {
            CallRejection(dialect: dialect, diagnostics: inSourceOrder(reading + [error]))
        }
        guard let members = call.members else {
            throw rejection(
                dialect,
                .error(
                    .invalidCall, "expected an object with the call's parameters, found \(call.typeName)",
                    at: call.location))
        }
        let chosen: CallDialect
        var told: [Diagnostic] = []
        if let dialect {
            chosen = dialect
        } else if let detected = CallDialect.detect(call) {
            chosen = detected
            // A WeChat-shaped call with a key only uni-app reads is answered as uni's (without
            // errMsg): said, since a wx call that passes a `title` along means wx.
            if detected == .uni, let key = members.first(where: { CallDialect.uniOnlyKeys.contains($0.key) }) {
                told.append(
                    Diagnostic(
                        .note, .invalidCall,
                        "the call has '\(key.key)', which only uni-app reads, so it is read and answered as "
                            + "uni.showActionSheet", at: key.keyLocation ?? key.value.location,
                        hint: "for wx.showActionSheet, give the dialect: sheetctl present --dialect wx"))
            }
        } else {
            throw rejection(nil, undetectedDialect(call, members))
        }
        var decoder = CallDecoder(dialect: chosen, root: call)
        decoder.warnsAboutIgnoredValues = keys == .warnUnknown
        let sheet = decoder.decodeSheet()
        if keys == .warnUnknown { decoder.warnUnknownKeys(members) }
        let diagnostics = inSourceOrder(reading + told + decoder.diagnostics)
        if diagnostics.containsErrors { throw CallRejection(dialect: chosen, diagnostics: diagnostics) }
        return ActionSheetCall(dialect: chosen, sheet: sheet, warnings: diagnostics)
    }

    /// Why no dialect could be told from a call's keys: it has more than one family's items key,
    /// or none, with a did-you-mean for a misspelt one.
    private static func undetectedDialect(_ call: CallNode, _ members: [CallNode.Member]) -> Diagnostic {
        let names = Set(members.map(\.key))
        func named(_ key: String) -> String { "'\(key)' (\(CallDialect.family(of: key).apiName))" }
        let present = CallDialect.itemsKeys.filter(names.contains)
        if present.count > 1 {
            return .error(
                .invalidCall, "the call has both \(named(present[0])) and \(named(present[1]))",
                at: call.location, hint: "keep the one of the dialect meant, or give the dialect")
        }
        let keys = CallDialect.itemsKeys
        let suggestion = keys.lazy.compactMap { key in
            Suggestion.closest(to: key, in: names).map { "did you mean '\(key)' for '\($0)'?" }
        }.first
        let dialects = CallDialect.allCases.map(\.rawValue).joined(separator: ", ")
        return .error(
            .invalidCall,
            "the call has neither \(named(keys[0])), \(named(keys[1])) nor \(named(keys[2]))",
            at: call.location,
            hint: suggestion ?? "give the dialect (present --dialect NAME; one of \(dialects))")
    }

    /// In source order, as a compiler reports; unlocated ones (calls built in memory) keep their order.
    private static func inSourceOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            guard let left = a.element.location?.start, let right = b.element.location?.start, left != right else {
                return a.offset < b.offset
            }
            return left < right
        }.map(\.element)
    }

    /// Decodes a call from a JSON value that has no source (locations are unknown).
    /// - Throws: ``CallRejection``.
    package static func decode(json: JSONValue, dialect: CallDialect? = nil) throws(CallRejection) -> ActionSheetCall {
        try decode(CallNode(json: json), dialect: dialect)
    }

    /// Decodes a call from JSON text; every problem is located in it.
    ///
    /// A key given twice keeps its last value, as `JSON.parse` does, and is a warning at each
    /// value dropped, naming where the kept one is.
    /// - Parameters:
    ///   - source: The JSON text.
    ///   - dialect: The dialect, or `nil` to tell it from the keys.
    ///   - keys: Whether unknown keys are ignored or warned about.
    /// - Throws: ``CallRejection``; malformed JSON is one with the parser's located diagnostic.
    package static func decode(
        jsonText source: SourceText, dialect: CallDialect? = nil, keys: KeyPolicy = .ignoreUnknown
    ) throws(CallRejection) -> ActionSheetCall {
        let tree: JSONCallTree
        do {
            tree = try JSONCallTree(parsing: source)
        } catch {
            throw CallRejection(dialect: dialect, diagnostics: error.diagnostics)
        }
        return try decode(tree.root, dialect: dialect, keys: keys, reading: tree.duplicateKeys)
    }

    /// Loads a sheet file, YAML or JSON: JSON when its first non-blank character is `{`, for
    /// the JSON parser's exact errors; unknown keys are warnings.
    /// - Parameters:
    ///   - source: The file's text.
    ///   - dialect: The dialect, or `nil` to tell it from the keys.
    /// - Throws: ``CallRejection`` with located diagnostics.
    public static func load(sheetFile source: SourceText, dialect: CallDialect? = nil) throws(CallRejection)
        -> ActionSheetCall
    {
        if isJSON(source) { return try decode(jsonText: source, dialect: dialect, keys: .warnUnknown) }
        let node: CallNode
        do {
            node = try CallNode.parse(yaml: source)
        } catch {
            throw CallRejection(dialect: dialect, diagnostics: error.diagnostics)
        }
        return try decode(node, dialect: dialect, keys: .warnUnknown)
    }

    /// Whether a text is JSON rather than YAML: its first byte after white space (and a BOM) is `{`.
    public static func isJSON(_ source: SourceText) -> Bool {
        let text = source.bytes.dropFirst(source.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
        return text.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "{")
    }
}
