/// Draws action sheets: the Linux counterpart of the SDK's `GRVActionSheetDelegate`.
///
/// A presenter receives one ``PresentationRequest`` value, so new request fields never break
/// existing presenters (as swift-log's `LogHandler` receives one event).
///
/// ```swift
/// struct Upper: ActionSheetPresenter {
///     func render(_ request: PresentationRequest) throws(PresentationError) -> String {
///         request.sheet.items.map { $0.text.uppercased() }.joined(separator: "\n") + "\n"
///     }
///     func present(_ request: PresentationRequest, delegate: any PresentationDelegate) {
///         delegate.cancel()
///     }
/// }
/// ```
public protocol ActionSheetPresenter: Sendable {
    /// Draws the sheet without interaction, for a preview.
    /// - Parameter request: The sheet, its theme and the output's properties.
    /// - Returns: The drawing, ending in a line break.
    /// - Throws: ``PresentationError`` when the presenter cannot draw (a plugin that fails, say).
    func render(_ request: PresentationRequest) throws(PresentationError) -> String

    /// Shows the sheet and waits for the user.
    ///
    /// Calls exactly one of the delegate's methods, exactly once, before returning or later from
    /// another thread: ``PresentationDelegate/finish(index:)`` with an index into the request's items,
    /// ``PresentationDelegate/cancel()``, or ``PresentationDelegate/fail(_:)``.
    /// - Parameters:
    ///   - request: The sheet, its theme and the output's properties.
    ///   - delegate: Receives the outcome.
    func present(_ request: PresentationRequest, delegate: any PresentationDelegate)
}

/// Receives the outcome of ``ActionSheetPresenter/present(_:delegate:)``: the SDK's finish and
/// cancel handlers, plus a way to say that the sheet could not be shown.
public protocol PresentationDelegate: Sendable {
    /// The user chose the action at `index` in the request's items.
    func finish(index: Int)
    /// The user dismissed the sheet without choosing.
    func cancel()
    /// The sheet could not be shown, or showing it ended without a choice or a dismissal
    /// (a timeout, an interrupt, a failing plugin).
    func fail(_ error: PresentationError)
}

/// Why presenting or rendering did not produce an answer.
///
/// An open struct with static members, so new reasons never break a client's `switch`.
public struct PresentationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure, as a stable word.
    public var kind: Kind
    /// What happened, for a person.
    public var message: String

    /// A kind of failure.
    public struct Kind: RawRepresentable, Sendable, Hashable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// There is no terminal to draw on.
        public static let noTerminal = Kind(rawValue: "no-terminal")
        /// The time allowed ran out.
        public static let timedOut = Kind(rawValue: "timed-out")
        /// The user pressed Ctrl-C, or a signal ended the sheet.
        public static let interrupted = Kind(rawValue: "interrupted")
        /// An external presenter failed, hung or answered garbage.
        public static let plugin = Kind(rawValue: "plugin")
        /// Reading or writing failed, or the input ended before an answer.
        public static let io = Kind(rawValue: "io")
        /// The answer read back (from a JSON client, a plugin) is not one the presenter understands.
        public static let invalidAnswer = Kind(rawValue: "invalid-answer")
    }

    /// Creates an error.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
