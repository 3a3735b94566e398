extension ActionSheet {
    /// The sheet `sheetctl preview` shows without `--sheet`: every badge kind and a destructive action.
    public static let demo = ActionSheet(
        title: "Share this photo",
        message: "Choose where to send it",
        items: [
            ActionSheetItem("Send to a friend", badge: .none),
            ActionSheetItem("Post to moments", badge: .point),
            ActionSheetItem("Messages", badge: .num("12")),
            ActionSheetItem("Favourites", badge: .text("New")),
            ActionSheetItem("More apps", badge: .more),
            ActionSheetItem("Delete photo", badge: .none),
        ],
        destructiveIndex: 5
    )
}
