/// How a presented sheet ended, with an answer: the SDK's finish and cancel handlers as one value.
public enum PresentationOutcome: Sendable, Hashable {
    /// The user chose the action at this index of the request's items.
    case chose(Int)
    /// The user chose these actions, in item order: only when ``OutputOptions/limit`` is above 1.
    case choseSeveral([Int])
    /// The user dismissed the sheet without choosing.
    case cancelled
}
