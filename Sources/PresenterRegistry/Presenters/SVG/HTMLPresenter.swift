import SheetTerminal
import SheetText
import ThemeKit

/// Draws a sheet as a minimal HTML page holding the ``SVGPresenter``'s picture; presenting fails.
package struct HTMLPresenter: ActionSheetPresenter {
    package init() {}

    package func render(_ request: PresentationRequest) throws(PresentationError) -> String {
        let title = request.sheet.title
        let layout = SVGSheetLayout(ResolvedSheet(request))
        return TextWriter.text { out in
            out.append("<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n<title>")
            out.append(xmlEscaped: SVGText.displayable(title ?? "Action sheet"))
            out.append("</title>\n<style>body { margin: 0; min-height: 100vh; display: flex; align-items: flex-end; ")
            out.append("justify-content: center; background: #8E8E93; }</style>\n</head>\n<body>\n")
            // The picture without its XML declaration, which is not allowed inside an HTML body.
            SVGPresenter.write(layout, title: title, palette: SVGPalette(request), to: &out)
            out.append("</body>\n</html>\n")
        }
    }

    package func present(_ request: PresentationRequest) throws(PresentationError) -> PresentationOutcome {
        throw PresentationError(.noTerminal, "the html presenter draws pages and cannot ask for a choice")
    }
}
