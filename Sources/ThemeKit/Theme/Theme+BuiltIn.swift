extension Theme {
    /// The theme compiled into the library, like the SDK's default; a test keeps `themes/default.yaml` equal.
    public static let builtInDefault: Theme = {
        var theme = Theme(
            name: "default",
            description:
                "Light, like the SDK's default action sheet; its white on red badge (3.54:1) is the SDK's, below the 4.5:1 lint asks for text",
            colors: ThemeColors(
                title: ThemeColor(hex: "#6D6D72")!,
                message: ThemeColor(hex: "#6D6D72")!,
                item: ThemeColor(hex: "#000000")!,
                destructive: ThemeColor(hex: "#D70015")!,
                cancel: ThemeColor(hex: "#000000")!,
                background: ThemeColor(hex: "#FFFFFF")!,
                separator: ThemeColor(hex: "#E5E5EA")!,
                badge: ThemeColor(hex: "#FF3B30")!,
                badgeText: ThemeColor(hex: "#FFFFFF")!
            ),
            badges: BadgeStyles(),
            cancel: CancelLabels(
                label: "Cancel",
                localized: [
                    "en": "Cancel", "zh-Hans": "取消", "zh-Hant": "取消", "ja": "キャンセル", "ko": "취소",
                ])
        )
        theme.cancel.labelIsBuiltIn = true
        theme.statedAppearance = .light
        return theme
    }()
}
