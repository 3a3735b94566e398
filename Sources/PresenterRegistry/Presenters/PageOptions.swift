/// Where a presenter that answers through a page in a browser (`web`) serves it, and whom it tells
/// the page's address: asked for by the request (``SheetRequest/page``), so that the same
/// presenter, registered once, serves each call where its caller says.
///
/// ```swift
/// var request = SheetRequest(.call(call), app: "2021001234567890")
/// request.presenter = "web"
/// request.page.port = 8080
/// request.page.tell = { line in print(line) }  // the page's address, a warning
/// ```
public struct PageOptions: Sendable {
    /// The numeric IPv4 or IPv6 address to listen on; `nil` for the presenter's own (the loopback
    /// address). Any other address is reachable from elsewhere, which the presenter warns about.
    public var address: String?
    /// The port; 0 lets the system choose a free one; `nil` for the presenter's own.
    public var port: Int?
    /// Told each line for the person, without a line break: the page's address, and a warning for
    /// an address other than loopback. Called on the presenting thread. `nil` for the presenter's own.
    public var tell: (@Sendable (String) -> Void)?

    /// Options that leave everything to the presenter.
    public init(address: String? = nil, port: Int? = nil, tell: (@Sendable (String) -> Void)? = nil) {
        self.address = address
        self.port = port
        self.tell = tell
    }
}
