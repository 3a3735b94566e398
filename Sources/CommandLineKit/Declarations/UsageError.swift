import SheetText

/// Printed as `Error: …`, the usage and where to find help; exit 64. What it quotes is shown visibly.
package struct UsageError: Error, Sendable {
    package var message: String
    /// A did-you-mean, shown visibly: it may name a plugin found on `PATH`.
    package var suggestion: String?

    package init(_ message: MessageText, suggestion: String? = nil) {
        self.message = message.text
        self.suggestion = suggestion.map(VisibleText.sanitize)
    }
}
