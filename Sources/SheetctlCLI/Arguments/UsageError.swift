/// A mistake in how the tool was called: printed as `Error: …`, the usage, and where to find help; exit 64.
struct UsageError: Error, Sendable {
    /// What is wrong.
    var message: String
    /// A did-you-mean, when one is likely.
    var suggestion: String?

    init(_ message: String, suggestion: String? = nil) {
        self.message = message
        self.suggestion = suggestion
    }
}
