public import ThemeKit

/// A call format for action sheets: a super app's or a framework's `showActionSheet`.
///
/// Each dialect is read from its platform's own documentation, cited on its case; what the
/// documentation does not say is said so there, and the nearest documented dialect's rule is used.
/// The keys each reads are ``CallKey/keys(of:)``; what each answers is ``CallAnswer``.
public enum CallDialect: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Alipay's `my.showActionSheet`: `title`, `items`, `cancelButtonText`, `destructiveBtnIndex`, `badges`.
    case my
    /// WeChat's `wx.showActionSheet`: `alertText`, `itemList` (at most 6), `itemColor` (`#000000`).
    /// Success carries `errMsg: "showActionSheet:ok"`, as every asynchronous WeChat API's does.
    ///
    /// https://developers.weixin.qq.com/miniprogram/dev/api/ui/interaction/wx.showActionSheet.html;
    /// the callbacks' `errMsg`: https://developers.weixin.qq.com/miniprogram/dev/framework/app-service/api.html
    case wx
    /// Douyin's (ByteDance's) `tt.showActionSheet`: `itemList` (at most 6); `itemColor` (hex only)
    /// and `alertText` since base library 2.62.0. Success `{errMsg: "showActionSheet:ok", tapIndex}`;
    /// failure `errMsg: "showActionSheet:fail" + detail`. The cancel's text is not documented:
    /// WeChat's `"showActionSheet:fail cancel"` is used.
    ///
    /// https://developer.open-douyin.com/docs/resource/zh-CN/mini-app/develop/api/interface/interfeedback/tt-show-action-sheet
    case tt
    /// Baidu's `swan.showActionSheet`: `itemList` (at most 6), `itemColor` (default `#3c76ff`).
    /// Success `{tapIndex}`. The failure and cancel objects are not documented: WeChat's `errMsg`
    /// strings are used.
    ///
    /// https://smartprogram.baidu.com/docs/develop/api/show/interaction_swan-showActionSheet/
    /// (read from its copy at https://w3cschool.cn/baiduapp/baiduapp-lqw839mv.html)
    case swan
    /// QQ's `qq.showActionSheet`. Its page on q.qq.com could not be found: QQ's mini programs
    /// follow WeChat's API, so WeChat's keys, limit and answers are used.
    case qq
    /// Kuaishou's `ks.showActionSheet`. Its page on mp.kuaishou.com could not be found: Kuaishou's
    /// mini programs follow WeChat's API, so WeChat's keys, limit and answers are used.
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
    /// `destructiveBtnIndex`; the callback gets `{index}`, from 0, and the cancel button is the
    /// index after the last button (`btns.length`). No failure object is documented: Alipay's
    /// `{error, errorMessage}` is used.
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

    /// `items` means `my`, as it always has, and `itemList` `wx`, unless the call has a key only
    /// uni-app reads: the dialects that share a family's keys are chosen by name.
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
