import Foundation

@testable import SheetctlCLI
import SheetSystem

/// Calls, routing files and runs shared by the tests of `present` and of routed `preview`.
enum PresentTestSupport {
    /// A `my` call with three items and no cancel text.
    static let myCall = #"{"title": "Share", "items": ["Send", "Post", "Delete"], "destructiveBtnIndex": 2}"#
    /// A `wx` call with two items and no cancel text.
    static let wxCall = #"{"alertText": "Pick one", "itemList": ["A", "B"]}"#

    /// The answer `present` gives when the routing file cannot be used, in the `my` dialect.
    static let routingFailureMy =
        #"{"error":3,"errorMessage":"unknown error","detail":"the host's routing file cannot be used"}"#

    /// A routing file: `json-app` goes to the json presenter with midnight and Japanese, `2021*` to
    /// dark, `broken-theme` names a theme that does not exist, `plugin-app` a plugin, and the
    /// default route is plain.
    static let routing = """
        default: { presenter: plain, theme: default }
        apps:
          json-app: { presenter: json, theme: midnight, locale: ja }
          json-no-locale: { presenter: json }
          "2021*": { presenter: json, theme: dark }
          broken-theme: { presenter: json, theme: no-such-theme }
        """

    /// The one object a JSON line holds.
    static func object(_ line: some StringProtocol) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }
}
