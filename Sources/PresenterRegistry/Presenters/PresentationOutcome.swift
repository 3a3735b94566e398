/// How a presented sheet ended, when it ended with an answer: the SDK's finish and cancel handlers
/// as one value.
public enum PresentationOutcome: Sendable, Hashable {
    /// The user chose the action at this index of the request's items.
    case chose(Int)
    /// The user chose these actions, in the order of the request's items: only when the request's
    /// ``OutputOptions/limit`` lets more than one be chosen.
    case choseSeveral([Int])
    /// The user dismissed the sheet without choosing.
    case cancelled
}
