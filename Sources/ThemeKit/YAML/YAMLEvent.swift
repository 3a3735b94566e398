import SheetText
/// One event of libyaml's event stream, as Swift values.
package enum YAMLEvent: Sendable, Hashable {
    case streamStart
    case streamEnd
    /// A document begins; `implicit` when there was no `---`.
    case documentStart(implicit: Bool)
    /// A document ends; `implicit` when there was no `...`.
    case documentEnd(implicit: Bool)
    /// An alias `*anchor`.
    case alias(anchor: String)
    /// A scalar, with its anchor and explicit tag.
    case scalar(YAMLScalar, anchor: String?, tag: String?)
    /// A sequence begins.
    case sequenceStart(anchor: String?, tag: String?, flow: Bool)
    /// The innermost sequence ends.
    case sequenceEnd
    /// A mapping begins.
    case mappingStart(anchor: String?, tag: String?, flow: Bool)
    /// The innermost mapping ends.
    case mappingEnd
}

/// An event and the range of source it came from.
package struct YAMLEventRecord: Sendable, Hashable {
    package var event: YAMLEvent
    /// Where its text starts.
    package var start: SourcePosition
    /// Where its text ends.
    package var end: SourcePosition
}
