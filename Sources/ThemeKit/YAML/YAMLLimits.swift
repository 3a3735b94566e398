/// Bounds that keep hostile YAML from costing unbounded time, memory or stack.
package struct YAMLLimits: Sendable, Hashable {
    package var maxInputBytes: Int
    /// Counting what aliases copy in.
    package var maxDepth: Int
    /// Counting every node each alias copies.
    package var maxAliasNodes: Int

    /// A theme is ~60 lines, 3 levels deep: ample room, yet a "billion laughs" file stops within thousands of steps.
    package static let theme = YAMLLimits(maxInputBytes: 1 << 20, maxDepth: 64, maxAliasNodes: 10_000)

    /// A node takes 88 bytes in the tree while `a,` in a flow list takes two in the text, so a tree
    /// can reach some 44 times the input's size: 16 MiB keeps that under a gigabyte.
    package static let document = YAMLLimits(maxInputBytes: 16 << 20, maxDepth: 256, maxAliasNodes: 1_000_000)

    /// A million entries take about 58 MB; routing files are read from events, never into a tree.
    package static let routing = YAMLLimits(maxInputBytes: 256 << 20, maxDepth: 16, maxAliasNodes: 0)
}
