public import ThemeKit

extension CallNode {
    /// Parses a YAML sheet file into the same tree a JSON call gives.
    ///
    /// Plain scalars follow YAML 1.2's core schema: `null`, `~` and empty are null, `true`/`false`
    /// booleans, and integers and decimals numbers; anything quoted is a string.
    /// - Parameters:
    ///   - source: The text.
    ///   - limits: Size, depth and alias bounds; sheets use ``YAMLLimits/document``.
    /// - Returns: The root node.
    /// - Throws: ``DiagnosticError`` from the YAML layer.
    public static func parse(yaml source: SourceText, limits: YAMLLimits = .document) throws(DiagnosticError)
        -> CallNode
    {
        CallNode(yaml: try YAMLComposer.document(in: source, limits: limits))
    }

    /// The node for a YAML node, keeping its location.
    ///
    /// Recursion is safe here: the composer has already bounded the depth.
    public init(yaml node: YAMLNode) {
        switch node.content {
        case .scalar(let scalar):
            self.init(Self.value(of: scalar, tag: node.tag), at: node.location)
        case .sequence(let nodes):
            self.init(.list(nodes.map(CallNode.init(yaml:))), at: node.location)
        case .mapping(let pairs):
            self.init(
                .object(
                    pairs.map {
                        Member(
                            key: $0.key.scalar?.text ?? "", keyLocation: $0.key.location,
                            value: CallNode(yaml: $0.value))
                    }), at: node.location)
        }
    }

    private static func value(of scalar: YAMLScalar, tag: String?) -> Value {
        if tag == "tag:yaml.org,2002:str" { return .string(scalar.text) }
        guard scalar.style == .plain else { return .string(scalar.text) }
        if scalar.isNull { return .null }
        switch scalar.text {
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        default: break
        }
        if let number = jsonNumber(scalar.text) { return .number(number) }
        return .string(scalar.text)
    }

    /// The text as a JSON number when it is a YAML core-schema decimal number (`+3` becomes `3`).
    static func jsonNumber(_ text: String) -> String? {
        var body = Substring(text)
        var sign = ""
        if let first = body.first, first == "+" || first == "-" {
            if first == "-" { sign = "-" }
            body = body.dropFirst()
        }
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0]
        let fraction = parts.count > 1 ? parts[1] : nil
        func digits(_ part: Substring) -> Bool { !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber } }
        guard digits(whole), fraction.map(digits) ?? true else { return nil }
        var wholeText = String(whole.drop { $0 == "0" })
        if wholeText.isEmpty { wholeText = "0" }
        return sign + wholeText + (fraction.map { "." + $0 } ?? "")
    }
}
