public import ThemeKit

/// A mini-program call format for action sheets: Alipay's `my.showActionSheet` or WeChat's `wx.showActionSheet`.
public enum CallDialect: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `my.showActionSheet`: `title`, `items`, `cancelButtonText`, `destructiveBtnIndex`, `badges`.
    case my
    /// `wx.showActionSheet`: `alertText`, `itemList`, `itemColor`.
    case wx

    /// The API's full name, such as `my.showActionSheet`.
    public var apiName: String { "\(rawValue).showActionSheet" }

    /// The key that holds the actions, and so tells the dialects apart: `items` or `itemList`.
    public var itemsKey: String {
        switch self {
        case .my: "items"
        case .wx: "itemList"
        }
    }

    /// The cancel label the platform's own sheet shows when the call gives none: "取消".
    ///
    /// Decoding leaves an absent `cancelButtonText` as `nil`, so the theme and the locale decide;
    /// this is the label to use instead when a call must look exactly as on the platform
    /// (see ``ActionSheetCall/sheetWithPlatformDefaults``).
    public var defaultCancelText: String { "取消" }

    /// The action colour the platform uses when the call gives none: `#000000` for `wx`, `nil` for `my`
    /// (whose SDK leaves it to the host's UI).
    public var defaultItemColor: ThemeColor? {
        switch self {
        case .my: nil
        case .wx: ThemeColor(red: 0, green: 0, blue: 0)
        }
    }

    public var description: String { apiName }

    /// The dialect a call is written in, told by its keys: `itemList` means `wx`, `items` means `my`.
    /// - Parameter call: The call's parameters.
    /// - Returns: The dialect, or `nil` when the call has neither key, or both, or is not an object.
    package static func detect(_ call: CallNode) -> CallDialect? {
        guard let members = call.members else { return nil }
        let keys = Set(members.map(\.key))
        switch (keys.contains(CallDialect.my.itemsKey), keys.contains(CallDialect.wx.itemsKey)) {
        case (true, false): return .my
        case (false, true): return .wx
        default: return nil
        }
    }
}
