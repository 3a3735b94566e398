public import ThemeKit

/// A call format for action sheets: a super app's or a framework's `showActionSheet`.
///
/// Each dialect follows its platform's documentation, cited on its case; where it says nothing, the
/// nearest documented dialect's rule is used.
public enum CallDialect: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Alipay's `my.showActionSheet`: `title`, `items`, `cancelButtonText`, `destructiveBtnIndex`, `badges`.
    case my
    /// WeChat's `wx.showActionSheet`: `alertText`, `itemList` (at most 6), `itemColor` (`#000000`).
    /// Success carries `errMsg: "showActionSheet:ok"`, as every asynchronous WeChat API's does.
    ///
    /// https://developers.weixin.qq.com/miniprogram/dev/api/ui/interaction/wx.showActionSheet.html;
    /// the callbacks' `errMsg`: https://developers.weixin.qq.com/miniprogram/dev/framework/app-service/api.html
    case wx
    /// Douyin's `tt.showActionSheet`: `itemList` (at most 6); `itemColor` (hex) and `alertText` since 2.62.0.
    /// Answers as WeChat's; the cancel's text is not documented, so WeChat's is used.
    ///
    /// https://developer.open-douyin.com/docs/resource/zh-CN/mini-app/develop/api/interface/interfeedback/tt-show-action-sheet
    case tt
    /// Baidu's `swan.showActionSheet`: `itemList` (at most 6), `itemColor` (default `#3c76ff`).
    /// Success `{tapIndex}`; the undocumented failure and cancel use WeChat's `errMsg` strings.
    ///
    /// https://smartprogram.baidu.com/docs/develop/api/show/interaction_swan-showActionSheet/
    /// (read from its copy at https://w3cschool.cn/baiduapp/baiduapp-lqw839mv.html)
    case swan
    /// QQ's `qq.showActionSheet`: no page found; QQ follows WeChat's API, so WeChat's rules are used.
    case qq
    /// Kuaishou's `ks.showActionSheet`: no page found; Kuaishou follows WeChat's API, so WeChat's rules are used.
    case ks
    /// DingTalk's `dd.showActionSheet`: `title`, `items`, `cancelButtonText`; success `{index}`, cancel -1.
    /// Read from `dingtalk-jsapi`'s `api/union/showActionSheet.d.ts` ("取消按钮为-1"). No item limit or
    /// failure object is documented: Alipay's `{error, errorMessage}` is used (DingTalk builds on Alipay's).
    case dd
    /// uni-app's `uni.showActionSheet`: `title`, `alertText`, `itemList`, `itemColor` (`#000000`), and since
    /// HBuilderX 4.42 `titleColor`, `cancelText`, `cancelColor`, `backgroundColor`; `popover` is ignored.
    /// Success `{tapIndex}`; failures WeChat's `errMsg`. The item limit is the target platform's: none here.
    ///
    /// https://uniapp.dcloud.io/api/ui/prompt?id=showactionsheet, read only through copies quoted
    /// elsewhere; the newer keys: https://ext.dcloud.net.cn/plugin?id=21523
    case uni
    /// Alipay's H5 bridge, `AlipayJSBridge.call('actionSheet', …)`: `title`, `btns`, `cancelBtn`,
    /// `destructiveBtnIndex`; `{index}`, the cancel being `btns.length`. Failures: Alipay's `{error, errorMessage}`.
    ///
    /// https://help.aliyun.com/document_detail/85087.html
    case jsbridge

    /// The API's full name, such as `my.showActionSheet` or `AlipayJSBridge.call('actionSheet')`.
    public var apiName: String {
        self == .jsbridge ? "AlipayJSBridge.call('actionSheet')" : "\(rawValue).showActionSheet"
    }

    /// The key that holds the actions: `items`, `itemList` or `btns`.
    public var itemsKey: String {
        switch self {
        case .my, .dd: "items"
        case .wx, .tt, .swan, .qq, .ks, .uni: "itemList"
        case .jsbridge: "btns"
        }
    }

    /// The most items the platform accepts; more reject the call. `nil` when none is documented.
    public var maxItems: Int? {
        switch self {
        case .wx, .tt, .swan, .qq, .ks: 6
        case .my, .dd, .uni, .jsbridge: nil
        }
    }

    /// The cancel label the platform's own sheet shows when the call gives none: "取消"
    /// (see ``ActionSheetCall/sheetWithPlatformDefaults``).
    public var defaultCancelText: String { "取消" }

    /// The action colour the platform uses when the call gives none; `nil` where it does not say.
    public var defaultItemColor: ThemeColor? {
        switch self {
        case .wx, .qq, .ks, .uni: ThemeColor(red: 0, green: 0, blue: 0)
        case .swan: ThemeColor(red: 0x3C, green: 0x76, blue: 0xFF)
        case .my, .tt, .dd, .jsbridge: nil
        }
    }

    public var description: String { apiName }

    /// `items` means `my` and `itemList` `wx` (uni with a key only uni-app reads); the others need naming.
    package static func detect(_ call: CallNode) -> CallDialect? {
        guard let members = call.members else { return nil }
        let keys = Set(members.map(\.key))
        let present = itemsKeys.filter(keys.contains)
        guard present.count == 1 else { return nil }
        switch present[0] {
        case "btns": return .jsbridge
        case "items": return .my
        default: return keys.isDisjoint(with: uniOnlyKeys) ? .wx : .uni
        }
    }

    /// One per family of dialects, in the order messages name them.
    package static let itemsKeys = ["items", "itemList", "btns"]

    package static let uniOnlyKeys: Set<String> = [
        "title", "cancelText", "titleColor", "cancelColor", "backgroundColor", "popover",
    ]

    package static func family(of itemsKey: String) -> CallDialect {
        switch itemsKey {
        case "items": .my
        case "btns": .jsbridge
        default: .wx
        }
    }
}
