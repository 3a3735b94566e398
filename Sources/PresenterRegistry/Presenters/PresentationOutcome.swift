/// How a presented sheet ended, when it ended with an answer: the SDK's finish and cancel handlers
/// as one value.
public enum PresentationOutcome: Sendable, Hashable {
    /// The user chose the action at this index of the request's items.
    case chose(Int)
    /// The user dismissed the sheet without choosing.
    case cancelled
}
