import SheetText
/// A number badge past its maximum and a `more` badge say different things, so must look different.
package enum ThemeBadgeLabelLint {
    package static func check(_ theme: Theme, file: ThemeFile) -> [Diagnostic] {
        let badges = theme.badges
        guard badges.numOverflow == badges.moreGlyph,
            let location = file.values["badges.num.overflow"]?.location ?? file.values["badges.more.glyph"]?.location
        else { return [] }
        return [
            .warning(
                .overflowLikeMore,
                "'badges.num.overflow' is \"\(badges.numOverflow)\", the same as 'badges.more.glyph': "
                    + "a number past \(badges.numMax) would look like a more badge",
                at: location,
                hint: "show the overflow as a number, for example \"\(badges.numMax)+\"")
        ]
    }
}
