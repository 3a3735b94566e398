import SheetText
import ThemeKit

extension CallNode {
    /// Plain scalars follow YAML 1.2's core schema; anything quoted, hex, octal, `.inf` and `.nan` are strings.
    package static func parse(yaml source: SourceText, limits: YAMLLimits = .document) throws(DiagnosticError)
        -> CallNode
    {
        CallNode(yaml: try YAMLComposer.document(in: source, limits: limits))
    }

    /// Recursion is safe here: the composer has already bounded the depth.
    package init(yaml node: YAMLNode) {
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

    /// A YAML decimal spelt as JSON spells it, else as written: `+3` is `3`, `.5` is `0.5`, `1.50` stays.
    static func jsonNumber(_ text: String) -> String? {
        guard DecimalNumber(text, syntax: .yaml) != nil else { return nil }
        var body = Substring(text)
        var sign = ""
        if let first = body.first, first == "+" || first == "-" {
            if first == "-" { sign = "-" }
            body = body.dropFirst()
        }
        let exponentStart = body.firstIndex { $0 == "e" || $0 == "E" } ?? body.endIndex
        let exponent = body[exponentStart...]
        let mantissa = body[..<exponentStart]
        let point = mantissa.firstIndex(of: ".")
        var whole = String(mantissa[..<(point ?? mantissa.endIndex)].drop { $0 == "0" })
        if whole.isEmpty { whole = "0" }
        let fraction = point.map { mantissa[mantissa.index(after: $0)...] } ?? ""
        return sign + whole + (fraction.isEmpty ? "" : "." + fraction) + exponent
    }
}
