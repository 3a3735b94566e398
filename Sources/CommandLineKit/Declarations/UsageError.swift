import SheetText

/// A mistake in how the tool was called: printed as `Error: …`, the usage, and where to find help; exit 64.
///
/// The message is a ``MessageText``, so every value it quotes is shown visibly; so is a
/// did-you-mean, which may name a plugin found on `PATH`.
package struct UsageError: Error, Sendable {
    /// What is wrong, with what it quotes already shown visibly.
    package var message: String
    /// A did-you-mean, when one is likely, shown visibly.
    package var suggestion: String?

    package init(_ message: MessageText, suggestion: String? = nil) {
        self.message = message.text
        self.suggestion = suggestion.map(VisibleText.sanitize)
    }
}
