/// Where a presenter that answers through a page in a browser (`web`) serves it, and whom it tells.
///
/// ```swift
/// var request = SheetRequest(.call(call), app: "2021001234567890")
/// request.presenter = "web"
/// request.page.port = 8080
/// request.page.tell = { line in print(line) }  // the page's address, a warning
/// ```
public struct PageOptions: Sendable {
    /// The numeric address to listen on; `nil` for loopback. Any other is warned about.
    public var address: String?
    /// The port; 0 lets the system choose a free one; `nil` for the presenter's own.
    public var port: Int?
    /// Told each line for the person (the address, a warning), on the presenting thread.
    public var tell: (@Sendable (String) -> Void)?

    /// Options that leave everything to the presenter.
    public init(address: String? = nil, port: Int? = nil, tell: (@Sendable (String) -> Void)? = nil) {
        self.address = address
        self.port = port
        self.tell = tell
    }
}
