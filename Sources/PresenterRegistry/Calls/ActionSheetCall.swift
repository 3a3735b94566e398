public import ThemeKit

/// A decoded `my.showActionSheet` or `wx.showActionSheet` call: its dialect, its sheet, and any warnings.
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
/// **Both**: the dialect is told by the keys (`items` → my, `itemList` → wx) unless given; a
/// call with neither or both is rejected. Keys the dialect does not know are ignored in calls
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

    /// How strictly keys are checked.
    package enum KeyPolicy: Sendable, Hashable {
        /// Unknown keys are ignored: mini programs pass extra keys in calls.
        case ignoreUnknown
        /// Unknown keys are warnings with a did-you-mean: for sheet files written by hand.
        case warnUnknown
    }

    /// Decodes a call's parameters.
    /// - Parameters:
    ///   - call: The parameters object.
    ///   - dialect: The dialect, or `nil` to tell it from the keys.
    ///   - keys: Whether unknown keys are ignored or warned about.
    /// - Returns: The call.
    /// - Throws: ``CallRejection`` with every problem found, each located when the call came from a file.
    package static func decode(_ call: CallNode, dialect: CallDialect? = nil, keys: KeyPolicy = .ignoreUnknown)
        throws(CallRejection) -> ActionSheetCall
    {
        try decode(call, dialect: dialect, keys: keys, reading: [])
    }

    /// ``decode(_:dialect:keys:)`` with the warnings reading the text gave (duplicate keys), which
    /// are reported with the decoder's own, in source order, whether the call is rejected or not.
    static func decode(_ call: CallNode, dialect: CallDialect?, keys: KeyPolicy, reading: [Diagnostic])
        throws(CallRejection) -> ActionSheetCall
    {
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
        let names = Set(members.map(\.key))
        let chosen: CallDialect
        if let dialect {
            chosen = dialect
        } else if names.contains("items") && names.contains("itemList") {
            throw rejection(
                nil,
                .error(
                    .invalidCall,
                    "the call has both 'items' (my.showActionSheet) and 'itemList' (wx.showActionSheet)",
                    at: call.location, hint: "keep the one of the dialect meant, or give the dialect"))
        } else if let detected = CallDialect.detect(call) {
            chosen = detected
        } else {
            throw rejection(
                nil,
                .error(
                    .invalidCall,
                    "the call has neither 'items' (my.showActionSheet) nor 'itemList' (wx.showActionSheet)",
                    at: call.location,
                    hint: Suggestion.closest(to: "items", in: names).map { "did you mean 'items' for '\($0)'?" }
                        ?? Suggestion.closest(to: "itemList", in: names).map {
                            "did you mean 'itemList' for '\($0)'?"
                        }))
        }
        var decoder = CallDecoder(dialect: chosen, root: call)
        decoder.warnsAboutIgnoredValues = keys == .warnUnknown
        let sheet = chosen == .my ? decoder.decodeMy() : decoder.decodeWx()
        if keys == .warnUnknown { decoder.warnUnknownKeys(members) }
        let diagnostics = inSourceOrder(reading + decoder.diagnostics)
        if diagnostics.containsErrors { throw CallRejection(dialect: chosen, diagnostics: diagnostics) }
        return ActionSheetCall(dialect: chosen, sheet: sheet, warnings: diagnostics)
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
        var index = source.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < source.bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(source.bytes[index]) { index += 1 }
        return index < source.bytes.count && source.bytes[index] == UInt8(ascii: "{")
    }
}
