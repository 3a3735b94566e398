/// Draws a sheet as plain text: no escape codes, so it works on any terminal, file or pipe.
public struct PlainPresenter: ActionSheetPresenter {
    /// Creates the presenter.
    public init() {}

    public func render(_ request: PresentationRequest) throws(PresentationError) -> String {
        let sheet = request.sheet
        var lines: [String] = []
        if let title = sheet.title { lines.append(title) }
        if let message = sheet.message { lines.append(message) }
        if !lines.isEmpty { lines.append("") }
        for (index, item) in sheet.items.enumerated() {
            var line = "\(index + 1). \(item.text)"
            switch item.badge.kind {
            case .none: break
            case .point: line += " \(request.theme.badges.pointGlyph)"
            case .num, .text: line += " (\(item.badge.text ?? ""))"
            case .more: line += " \(request.theme.badges.moreGlyph)"
            }
            if index == sheet.destructiveIndex { line += "  [destructive]" }
            lines.append(line)
        }
        lines.append("")
        lines.append("0. " + (sheet.cancelButtonText ?? request.theme.cancel.label(for: request.locale)))
        return lines.joined(separator: "\n") + "\n"
    }

    public func present(_ request: PresentationRequest, delegate: any PresentationDelegate) {
        delegate.fail(PresentationError(.noTerminal, "interactive plain presenting is not available yet"))
    }
}
