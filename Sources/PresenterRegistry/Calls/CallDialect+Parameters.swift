/// Which parameters each dialect reads, from the documentation cited on each ``CallDialect`` case:
/// one table that the decoder, the key list (``CallKey/keys(of:)``) and so the schema all follow.
extension CallDialect {
    /// The key of the text at the top: `title`.
    var titleKey: String? {
        switch self {
        case .my, .dd, .uni, .jsbridge: "title"
        case .wx, .tt, .swan, .qq, .ks: nil
        }
    }

    /// The key of the text drawn as the sheet's message: `my`'s extension `message`, or the
    /// WeChat-shaped `alertText` (swan documents none).
    var messageKey: String? {
        switch self {
        case .my: "message"
        case .wx, .tt, .qq, .ks, .uni: "alertText"
        case .swan, .dd, .jsbridge: nil
        }
    }

    /// The key of the cancel button's text.
    var cancelKey: String? {
        switch self {
        case .my, .dd: "cancelButtonText"
        case .uni: "cancelText"
        case .jsbridge: "cancelBtn"
        case .wx, .tt, .swan, .qq, .ks: nil
        }
    }

    /// The key of the destructive item's index.
    var destructiveKey: String? {
        switch self {
        case .my, .jsbridge: "destructiveBtnIndex"
        default: nil
        }
    }

    /// Whether the call may carry `badges`.
    var hasBadges: Bool { self == .my }

    /// Whether the call may carry `itemColor` (`my` as an extension, the SDK's parameter).
    var hasItemColor: Bool {
        switch self {
        case .my, .wx, .tt, .swan, .qq, .ks, .uni: true
        case .dd, .jsbridge: false
        }
    }

    /// Whether an item may be a number, shown as written (`my` only; the others document strings).
    var itemsMayBeNumbers: Bool { self == .my }

    /// Colour keys that are checked as colours and otherwise unused: the theme draws the title,
    /// the cancel button and the background (`uni`'s `titleColor`, `cancelColor`, `backgroundColor`).
    var unusedColorKeys: [String] {
        self == .uni ? ["titleColor", "cancelColor", "backgroundColor"] : []
    }

    /// Keys that are accepted and have no meaning here: `uni`'s `popover`, where a large screen
    /// anchors the sheet, which a terminal or a picture of a phone has no use for.
    var unusedKeys: [String] { self == .uni ? ["popover"] : [] }
}
