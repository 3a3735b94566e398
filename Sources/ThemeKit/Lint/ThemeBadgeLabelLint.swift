import SheetText
/// Warns when a number badge past its maximum would look like a `more` badge: the two say
/// different things ("a count too large to show" and "there is more behind this action"), and a
/// person can only tell them apart by what they show.
package enum ThemeBadgeLabelLint {
    /// Reported at the label the file sets (the overflow label first), so a theme is not blamed for
    /// what it inherits.
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
