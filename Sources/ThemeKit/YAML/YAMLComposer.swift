import SheetText
/// An explicit stack, not recursion, refusing depth past ``YAMLLimits/maxDepth`` (aliases counted), so a
/// tree walked or destroyed recursively stays within a small stack. `1` and `"1"` are the same key.
package enum YAMLComposer {
    /// Each document's root; one more than `maxDocuments` is a ``DiagnosticCode/multipleDocuments`` error.
    /// - Throws: Every duplicate key found before the end or the first other problem, then that problem.
    package static func documents(
        in source: SourceText, limits: YAMLLimits, maxDocuments: Int = .max
    ) throws(DiagnosticError) -> [YAMLNode] {
        let composed = try compose(source, limits: limits, maxDocuments: maxDocuments)
        if !composed.duplicates.isEmpty { throw DiagnosticError(composed.duplicates) }
        return composed.roots
    }

    /// Both pairs of a duplicate key are kept, so a linter reports what else is wrong beside it.
    /// - Throws: What leaves no tree, after the duplicates found before it.
    package static func documentKeepingDuplicates(
        in source: SourceText, limits: YAMLLimits
    ) throws(DiagnosticError) -> (root: YAMLNode, duplicates: [Diagnostic]) {
        let composed = try compose(source, limits: limits, maxDocuments: 1)
        guard let root = composed.roots.first else {
            throw DiagnosticError(
                composed.duplicates + [
                    .error(.emptyDocument, "the file holds no YAML document", at: source.location(ofByte: 0))
                ])
        }
        return (root, composed.duplicates)
    }

    private static func compose(
        _ source: SourceText, limits: YAMLLimits, maxDocuments: Int
    ) throws(DiagnosticError) -> (roots: [YAMLNode], duplicates: [Diagnostic]) {
        var builder = Builder(reader: try YAMLFastEventReader(source: source, limits: limits), limits: limits)
        var roots: [YAMLNode] = []
        do throws(DiagnosticError) {
            while let event = try builder.reader.next() {
                if event.kind == .documentStart, roots.count == maxDocuments {
                    throw DiagnosticError(
                        .error(
                            .multipleDocuments,
                            "a second document starts here; this file must hold exactly one",
                            at: builder.reader.location(event.start, event.end),
                            hint: "remove the '---' line and what follows, or split the file"))
                }
                if let root = try builder.consume(event) { roots.append(root) }
            }
        } catch {
            throw DiagnosticError(builder.duplicates + error.diagnostics)
        }
        return (roots, builder.duplicates)
    }

    package static func document(in source: SourceText, limits: YAMLLimits) throws(DiagnosticError) -> YAMLNode {
        let (root, duplicates) = try documentKeepingDuplicates(in: source, limits: limits)
        if !duplicates.isEmpty { throw DiagnosticError(duplicates) }
        return root
    }

    struct Builder {
        /// Mutated in place on the stack, so appending never copies the elements gathered so far.
        private struct Frame {
            var isMapping: Bool
            var start: SourcePosition
            var tag: String?
            var anchor: String?
            var items: [YAMLNode] = []
            var pairs: [YAMLPair] = []
            var key: YAMLNode?
            var seen: [String: SourceLocation] = [:]
            /// Nodes in this subtree, aliases counted at their expanded size.
            var count = 1
            var height = 1
        }

        let reader: YAMLFastEventReader
        private let limits: YAMLLimits
        private var stack: [Frame] = []
        private var anchors: [String: (node: YAMLNode, count: Int, height: Int)] = [:]
        private var aliasNodes = 0
        private(set) var duplicates: [Diagnostic] = []

        init(reader: YAMLFastEventReader, limits: YAMLLimits) {
            self.reader = reader
            self.limits = limits
        }

        mutating func consume(_ event: YAMLFastEventReader.Event) throws(DiagnosticError) -> YAMLNode? {
            let location = reader.location(event.start, event.end)
            let (anchor, tag) = reader.anchorAndTag
            switch event.kind {
            case .streamStart, .streamEnd, .documentEnd:
                return nil
            case .documentStart:
                // The alias budget is for the whole stream, so small documents cannot add up to a lot.
                anchors.removeAll()
                return nil
            case .scalar:
                let scalar = YAMLScalar(reader.scalarText, style: event.style)
                return add(YAMLNode(.scalar(scalar), at: location, tag: tag), count: 1, height: 0, anchor: anchor)
            case .alias:
                let name = anchor ?? ""
                guard let target = anchors[name] else {
                    throw DiagnosticError(
                        .error(
                            .unknownAnchor, "alias '*\(name)' names no anchor defined before it", at: location))
                }
                aliasNodes += target.count
                if aliasNodes > limits.maxAliasNodes {
                    throw DiagnosticError(
                        .error(
                            .aliasBudget,
                            "alias '*\(name)' would expand the input past \(limits.maxAliasNodes) aliased nodes",
                            at: location,
                            hint: "aliases that repeat aliases grow exponentially (a \"billion laughs\"); "
                                + "write the values out"))
                }
                if stack.count + target.height > limits.maxDepth {
                    throw DiagnosticError(
                        .error(
                            .tooDeep,
                            "alias '*\(name)' nests lists and mappings deeper than \(limits.maxDepth) levels here",
                            at: location))
                }
                var copy = target.node
                copy.location = location
                return add(copy, count: target.count, height: target.height, anchor: nil)
            case .sequenceStart, .mappingStart:
                if stack.count >= limits.maxDepth {
                    throw DiagnosticError(
                        .error(
                            .tooDeep, "lists and mappings nest deeper than \(limits.maxDepth) levels here",
                            at: location))
                }
                stack.append(
                    Frame(
                        isMapping: event.kind == .mappingStart, start: event.start, tag: tag,
                        anchor: anchor))
                return nil
            case .sequenceEnd, .mappingEnd:
                guard let frame = stack.popLast() else { return nil }
                let content: YAMLNode.Content = frame.isMapping ? .mapping(frame.pairs) : .sequence(frame.items)
                let node = YAMLNode(content, at: reader.location(frame.start, event.end), tag: frame.tag)
                return add(node, count: frame.count, height: frame.height, anchor: frame.anchor)
            }
        }

        private mutating func add(_ node: YAMLNode, count: Int, height: Int, anchor: String?) -> YAMLNode? {
            if let anchor { anchors[anchor] = (node, count, height) }
            guard !stack.isEmpty else { return node }
            let top = stack.count - 1
            stack[top].count += count
            stack[top].height = max(stack[top].height, height + 1)
            guard stack[top].isMapping else {
                stack[top].items.append(node)
                return nil
            }
            if let key = stack[top].key {
                stack[top].pairs.append(YAMLPair(key: key, value: node))
                stack[top].key = nil
                return nil
            }
            if let text = node.scalar?.text {
                if let first = stack[top].seen[text] {
                    duplicates.append(
                        .error(
                            .duplicateKey, "duplicate key '\(text)'; it is first defined at line \(first.start.line)",
                            at: node.location, hint: "remove one of the two, or merge them"
                        ).relating("'\(text)' is first defined here", at: first))
                } else {
                    stack[top].seen[text] = node.location
                }
            }
            stack[top].key = node
            return nil
        }
    }
}
