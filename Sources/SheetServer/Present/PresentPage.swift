import PresenterRegistry

/// A real `<button>` over each row of the SVG picture, in the sheet's order so Tab goes down it; placed by
/// shares of the height in the style sheet, since the policy allows no inline style.
struct PresentPage: Sendable {
    let html: String
    let style: String

    init(_ request: PresentationRequest, token: String) {
        let sheet = ResolvedSheet(request)
        let layout = SVGSheetLayout(sheet)
        let drawing = LivePreviewServer.svgElement(SVGPresenter.document(layout, title: request.sheet.title))
        let title = SVGText.escaped(SVGText.displayable(request.sheet.title ?? "Action sheet"))
        var buttons = ""
        var places = ""
        func place(_ selector: String, _ rect: SVGSheetLayout.Rect) {
            places += "#actions \(selector) { top: \(Self.share(rect.y, of: layout.height)); "
            places += "height: \(Self.share(rect.height, of: layout.height)); }\n"
        }
        for (item, row) in zip(sheet.items, layout.rows) {
            let index = item.index
            let label = SVGText.escaped(SVGText.displayable(item.text))
            buttons += "<button type=\"button\" data-index=\"\(index)\"\(buttons.isEmpty ? " autofocus" : "")>"
            buttons += "\(label)</button>\n"
            place("[data-index=\"\(index)\"]", row.rect)
        }
        let cancel = SVGText.escaped(SVGText.displayable(sheet.cancelLabel))
        buttons += "<button type=\"button\" data-cancel\(layout.rows.isEmpty ? " autofocus" : "")>\(cancel)</button>\n"
        place("[data-cancel]", layout.cancel.rect)
        style = Self.baseStyle + places
        html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="sheetctl-token" content="\(token)">
            <title>\(title)</title>
            <link rel="icon" href="/icon.svg" type="image/svg+xml">
            <link rel="stylesheet" href="/present.css">
            <script src="/present.js" defer></script>
            </head>
            <body>
            <main>
            <div id="phone">
            <div id="sheet">\(drawing)<div id="actions" role="group" aria-label="\(title)">
            \(buttons)</div>
            </div>
            </div>
            <p id="status" role="status">Choose an action: Tab moves between them, Enter chooses one, Esc cancels.</p>
            </main>
            </body>
            </html>

            """
    }

    static func share(_ length: Double, of height: Double) -> String { height > 0 ? "\(length / height * 100)%" : "0%" }

    static let script = """
        "use strict";
        (() => {
          const token = document.querySelector('meta[name="sheetctl-token"]').content;
          const status = document.getElementById("status");
          const buttons = Array.from(document.querySelectorAll("#actions button"));
          const events = new EventSource("/events?token=" + token);
          let sent = false;
          const finish = (text) => {
            sent = true;
            events.close();
            for (const button of buttons) button.disabled = true;
            document.body.dataset.answered = "true";
            status.textContent = text;
          };
          const choose = async (choice) => {
            if (sent) return;
            sent = true;
            events.close();
            try {
              const response = await fetch("/answer", {
                method: "POST", body: "token=" + token + "&choice=" + choice,
                headers: { "Content-Type": "text/plain" }, cache: "no-store", credentials: "same-origin",
              });
              finish(response.ok ? "Answered. You may close this page." : "Not answered: " + await response.text());
            } catch (error) {
              finish("Not answered: sheetctl present is no longer waiting. You may close this page.");
            }
          };
          for (const button of buttons) {
            button.addEventListener("click", () => choose("cancel" in button.dataset ? "cancel" : button.dataset.index));
          }
          document.addEventListener("keydown", (event) => {
            if (event.key !== "Escape") return;
            event.preventDefault();
            choose("cancel");
          });
          events.addEventListener("answered", () => {
            if (!sent) finish("Answered on another page. You may close this page.");
          });
          if (buttons.length > 0 && document.activeElement !== buttons[0]) buttons[0].focus();
        })();

        """

    static let baseStyle = """
        body { margin: 0; min-height: 100vh; background: #8E8E93; font-family: system-ui, sans-serif; }
        main { display: flex; flex-direction: column; align-items: center; padding: 16px; }
        #phone { position: relative; width: 375px; min-height: 667px; display: flex; align-items: flex-end;
          background: #D1D1D6; border-radius: 24px; overflow: hidden; }
        #sheet { position: relative; width: 100%; line-height: 0; }
        #sheet > svg { display: block; width: 100%; height: auto; }
        #actions button { position: absolute; left: 0; width: 100%; margin: 0; padding: 0; border: 0;
          background: transparent; color: transparent; font-size: 1px; cursor: pointer; }
        #actions button:hover:enabled { background: rgba(0, 0, 0, 0.06); }
        #actions button:focus-visible { outline: 3px solid #0A84FF; outline-offset: -3px; }
        #actions button:disabled { cursor: default; }
        #status { color: #FFFFFF; font-size: 13px; }

        """
}
