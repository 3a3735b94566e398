import SheetText
/// `docs/base16.md` gives which slot becomes which colour; base24's extra slots are checked but not used.
package enum Base16Importer {
    package static func theme(from scheme: Base16Scheme, name: String? = nil) -> Theme {
        let red = scheme.color("base08")
        let dark = scheme.color("base00")
        let light = scheme.color("base07")
        let badgeText = dark.contrastRatio(over: red) >= light.contrastRatio(over: red) ? dark : light
        let colors = ThemeColors(
            title: scheme.color("base04"), message: scheme.color("base04"), item: scheme.color("base05"),
            destructive: red, cancel: scheme.color("base0D"), background: dark, separator: scheme.color("base02"),
            badge: red, badgeText: badgeText)
        var description = "Imported from the \(scheme.system.rawValue) scheme '\(scheme.name)'"
        if let author = scheme.author, !author.isEmpty { description += " by \(author)" }
        return Theme(
            name: themeName(for: scheme, given: name), description: description, colors: colors,
            badges: Theme.builtInDefault.badges, cancel: Theme.builtInDefault.cancel)
    }

    package static func themeName(for scheme: Base16Scheme, given: String?) -> String {
        if let given, !given.isEmpty { return given }
        if let slug = scheme.slug, !slug.isEmpty { return slug }
        let made = slug(scheme.name)
        return made.isEmpty ? "imported" : made
    }

    package static func slug(_ text: String) -> String {
        var out = ""
        var pendingDash = false
        for scalar in text.unicodeScalars {
            let isLetterOrDigit = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
            if isLetterOrDigit {
                if pendingDash, !out.isEmpty { out += "-" }
                pendingDash = false
                out.unicodeScalars.append(Unicode.Scalar(UInt8(scalar.value)).lowercasedASCII)
            } else {
                pendingDash = true
            }
        }
        return out
    }

    package static func importTheme(_ source: SourceText, name: String? = nil) throws(DiagnosticError) -> String {
        let scheme = try Base16Scheme.parse(source)
        return "# Imported by 'sheetctl themes import'; see docs/base16.md for which slot becomes which colour.\n"
            + theme(from: scheme, name: name).yamlText
    }
}

extension Unicode.Scalar {
    fileprivate var lowercasedASCII: Unicode.Scalar {
        ("A"..."Z").contains(self) ? Unicode.Scalar(value + 32)! : self
    }
}
