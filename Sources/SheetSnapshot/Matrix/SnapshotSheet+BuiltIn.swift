import PresenterRegistry

extension SnapshotSheet {
    /// The sheets drawn when no `--sheets` folder is given: what breaks themes and layouts.
    public static let builtIn: [SnapshotSheet] = [
        SnapshotSheet(name: "demo", source: .sheet(.demo)),
        sheet(
            "many-actions", title: "Move to album", message: "Pick one of nine albums",
            items: (1...9).map { ActionSheetItem("Album \($0)") }),
        sheet(
            "every-badge", title: "Every badge",
            items: [
                ActionSheetItem("No badge"), ActionSheetItem("Point", badge: .point),
                ActionSheetItem("Number", badge: .num("7")),
                ActionSheetItem("Number past the maximum", badge: .num("1000")),
                ActionSheetItem("Text", badge: .text("New")),
                ActionSheetItem("Text past the length", badge: .text("Recommended today")),
                ActionSheetItem("More", badge: .more),
            ]),
        sheet(
            "destructive-first", title: "Delete this chat?",
            items: [
                ActionSheetItem("Delete for everyone"), ActionSheetItem("Delete for me"), ActionSheetItem("Archive"),
            ],
            destructive: 0),
        sheet(
            "cjk", title: "分享这张照片到你的朋友圈和聊天中，或者保存到相册以便稍后查看",
            message: "选择一个方式发送。长按可以查看更多选项，包括收藏、转发给多个联系人和设置可见范围。",
            items: [
                ActionSheetItem("发送给朋友"), ActionSheetItem("分享到朋友圈", badge: .point),
                ActionSheetItem("收藏到我的收藏夹里并添加一个很长的标签", badge: .text("新功能")),
                ActionSheetItem("删除这张照片", badge: .none),
            ], destructive: 3, cancel: "取消"),
        sheet(
            "rtl", title: "مشاركة هذه الصورة مع الأصدقاء والعائلة",
            message: "اختر طريقة الإرسال. שלח לחבר או שמור לאחר כך",
            items: [
                ActionSheetItem("إرسال إلى صديق"), ActionSheetItem("الرسائل", badge: .num("12")),
                ActionSheetItem("שמור בגלריה"), ActionSheetItem("حذف الصورة"),
            ], destructive: 3, cancel: "إلغاء"),
        sheet(
            "emoji", title: "🎉 Party time! 👨‍👩‍👧‍👦🇯🇵",
            message: "Pick a reaction 🙂👍🏽 — or send a flag 🏳️‍🌈",
            items: [
                ActionSheetItem("❤️ Love"), ActionSheetItem("😂 Laugh", badge: .num("3")),
                ActionSheetItem("👩🏽‍💻 Share with the team", badge: .text("🔥 hot")), ActionSheetItem("🗑️ Remove"),
            ], destructive: 3),
        sheet("untitled", items: [ActionSheetItem("Copy link"), ActionSheetItem("Open in browser")]),
        sheet(
            "long-cancel", title: "Leave the group?", items: [ActionSheetItem("Leave")],
            destructive: 0,
            cancel: "No, keep me in this group and keep sending me every notification about it"),
    ]

    private static func sheet(
        _ name: String, title: String? = nil, message: String? = nil, items: [ActionSheetItem],
        destructive: Int? = nil, cancel: String? = nil
    ) -> SnapshotSheet {
        SnapshotSheet(
            name: name,
            source: .sheet(
                ActionSheet(
                    title: title, message: message, items: items, cancelButtonText: cancel,
                    destructiveIndex: destructive)))
    }
}
