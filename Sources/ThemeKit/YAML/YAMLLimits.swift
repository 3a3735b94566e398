/// Bounds that keep hostile YAML from costing unbounded time, memory or stack.
package struct YAMLLimits: Sendable, Hashable {
    /// The largest input, in bytes.
    package var maxInputBytes: Int
    /// The deepest nesting of sequences and mappings, counting what aliases copy in.
    package var maxDepth: Int
    /// The most nodes that aliases may add to a stream, counting every node each alias copies.
    package var maxAliasNodes: Int

    /// For hand-written configuration such as themes: 1 MiB, 64 levels, 10,000 aliased nodes.
    ///
    /// A theme is about 60 lines and 3 levels deep; these leave two orders of magnitude of room
    /// while refusing a "billion laughs" file after a few thousand steps.
    package static let theme = YAMLLimits(maxInputBytes: 1 << 20, maxDepth: 64, maxAliasNodes: 10_000)

    /// For documents that may be large but stay shallow, such as routing files and sheets:
    /// 16 MiB (as ``JSONParser``), 256 levels, 1,000,000 aliased nodes.
    ///
    /// A node takes 88 bytes in the tree while `a,` in a flow list takes two in the text, so a tree
    /// can reach some 44 times the input's size: the size limit keeps that under a gigabyte.
    package static let document = YAMLLimits(maxInputBytes: 16 << 20, maxDepth: 256, maxAliasNodes: 1_000_000)

    /// For routing files: up to 256 MiB (a million entries take about 58 MB), 16 levels (a routing
    /// file has three), and no aliases worth the name. Routing files are read straight from
    /// events into a table, never into a node tree, so size costs no tree memory.
    package static let routing = YAMLLimits(maxInputBytes: 256 << 20, maxDepth: 16, maxAliasNodes: 0)
}
