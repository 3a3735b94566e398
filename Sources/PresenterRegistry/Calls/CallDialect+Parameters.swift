/// Which parameters each dialect reads: one table the decoder, ``CallKey/keys(of:)`` and the schema follow.
extension CallDialect {
    var titleKey: String? {
        switch self {
        case .my, .dd, .uni, .jsbridge: "title"
        case .wx, .tt, .swan, .qq, .ks: nil
        }
    }

    /// `my`'s extension `message`, or the WeChat-shaped `alertText` (swan documents none).
    var messageKey: String? {
        switch self {
        case .my: "message"
        case .wx, .tt, .qq, .ks, .uni: "alertText"
        case .swan, .dd, .jsbridge: nil
        }
    }

    var cancelKey: String? {
        switch self {
        case .my, .dd: "cancelButtonText"
        case .uni: "cancelText"
        case .jsbridge: "cancelBtn"
        case .wx, .tt, .swan, .qq, .ks: nil
        }
    }

    var destructiveKey: String? { self == .my || self == .jsbridge ? "destructiveBtnIndex" : nil }

    var hasBadges: Bool { self == .my }

    /// `my` as an extension, the SDK's parameter.
    var hasItemColor: Bool { self != .dd && self != .jsbridge }

    /// `my` only; the others document strings.
    var itemsMayBeNumbers: Bool { self == .my }

    /// Checked as colours and otherwise unused: the theme draws the title, cancel button and background.
    var unusedColorKeys: [String] {
        self == .uni ? ["titleColor", "cancelColor", "backgroundColor"] : []
    }

    /// `popover`, where a large screen anchors the sheet: a terminal or a picture of a phone has no use for it.
    var unusedKeys: [String] { self == .uni ? ["popover"] : [] }
}
