/// CSS hex strings (alpha last), which token files written before 2025.10 hold, are read too.
package enum TokenColorDecoder {
    package static func color(_ value: TokenNode, token: String, diagnostics: inout [Diagnostic]) -> ThemeColor? {
        if let text = value.string { return cssHex(text, at: value.location, token: token, diagnostics: &diagnostics) }
        guard value.members != nil else {
            diagnostics.append(
                .error(
                    .badTokenColor,
                    "the colour '\(token)' must be an object with 'colorSpace' and 'components', not \(value.kindDescription)",
                    at: value.location))
            return nil
        }
        var failed = false
        func fail(_ message: String, at location: SourceLocation, hint: String? = nil) {
            diagnostics.append(.error(.badTokenColor, "'\(token)': " + message, at: location, hint: hint))
            failed = true
        }
        var space: TokenColorSpace?
        if let node = value["colorSpace"] {
            if let name = node.string, let known = TokenColorSpace(rawValue: name) {
                space = known
            } else {
                let written = node.string ?? node.kindDescription
                let hint =
                    node.string
                    .flatMap { Suggestion.closest(to: $0, in: TokenColorSpace.allCases.map(\.rawValue)) }
                    .map { "did you mean '\($0)'?" }
                    ?? "the Color module's spaces: " + TokenColorSpace.allCases.map(\.rawValue).joined(separator: ", ")
                fail(
                    "'colorSpace' is '\(written)', which is not a colour space of the Color module", at: node.location,
                    hint: hint)
            }
        } else {
            fail("a colour needs 'colorSpace'", at: value.location, hint: "such as \"colorSpace\": \"srgb\"")
        }
        var components: [Double] = []
        if let node = value["components"] {
            if case .array(let elements) = node.content, elements.count == 3 {
                for (index, element) in elements.enumerated() {
                    if let number = element.number, number.isFinite {
                        components.append(number)
                    } else if element.string == "none" {
                        components.append(0)
                    } else {
                        let name = space?.componentNames[index] ?? "component \(index + 1)"
                        fail(
                            "the \(name) must be a number or \"none\", not \(element.kindDescription)",
                            at: element.location)
                    }
                }
            } else {
                let count = node.content.arrayCount.map { "\($0) elements" } ?? node.kindDescription
                fail("'components' must be an array of three numbers, not \(count)", at: node.location)
            }
        } else {
            fail("a colour needs 'components'", at: value.location, hint: "such as \"components\": [1, 0.5, 0]")
        }
        var alpha = 1.0
        if let node = value["alpha"] {
            if let number = node.number, number >= 0, number <= 1 {
                alpha = number
            } else {
                fail(
                    "'alpha' must be a number from 0 to 1, not \(node.number.map { "\($0)" } ?? node.kindDescription)",
                    at: node.location)
            }
        }
        if let node = value["hex"] {
            let text = node.string ?? ""
            if text.utf8.count != 7 || ThemeColor(hex: text) == nil {
                fail("'hex' must be six hex digits after '#', such as \"#ff00ff\"", at: node.location)
            }
        }
        for member in value.members ?? [] where !["colorSpace", "components", "alpha", "hex"].contains(member.key) {
            diagnostics.append(
                .warning(
                    .badTokenColor, "'\(token)': a colour has no '\(member.key)'; it is ignored", at: member.keyLocation
                ))
        }
        guard !failed, let space else { return nil }
        let mapped = SRGBGamutMapping.map(xyz: space.xyzD65(components))
        if mapped.wasMapped {
            diagnostics.append(
                .warning(
                    .colorGamutMapped,
                    "'\(token)' (\(space.rawValue) \(components.map { "\($0)" }.joined(separator: " "))) lies outside sRGB; it was gamut-mapped into it",
                    at: value.location,
                    hint: "the Color module's mapping (CSS Color 4: OKLCh chroma reduced until deltaE OK < 0.02)"))
        }
        func byte(_ x: Double) -> UInt8 { UInt8((min(1, max(0, x)) * 255).rounded()) }
        return ThemeColor(
            red: byte(mapped.srgb.x), green: byte(mapped.srgb.y), blue: byte(mapped.srgb.z), alpha: byte(alpha))
    }

    private static func cssHex(
        _ text: String, at location: SourceLocation, token: String, diagnostics: inout [Diagnostic]
    ) -> ThemeColor? {
        if let parsed = ThemeColor(hex: text) {
            guard text.utf8.count == 9 else { return parsed }
            // `#RRGGBBAA` read as `#AARRGGBB`: move the channels back.
            return ThemeColor(red: parsed.alpha, green: parsed.red, blue: parsed.green, alpha: parsed.blue)
        }
        diagnostics.append(
            .error(
                .badTokenColor, "the colour '\(token)' is '\(text)', which is neither a colour object nor CSS hex",
                at: location, hint: "write {\"colorSpace\": \"srgb\", \"components\": [1, 0, 0]} or \"#ff0000\""))
        return nil
    }
}

extension TokenNode.Content {
    fileprivate var arrayCount: Int? {
        if case .array(let elements) = self { return elements.count }
        return nil
    }
}
