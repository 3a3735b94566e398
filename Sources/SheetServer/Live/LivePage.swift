import PresenterRegistry
import ThemeKit

/// Nothing is inline but the drawing (its style is served as `/drawing.css`), so the policy forbids the rest.
enum LivePage {
    /// No inline script or style, no other origin, no plugin, no frame, no form, no `<base>`.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; "
        + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    static func html(_ snapshot: LiveState.Snapshot, title: String) -> String {
        let diagnostics = snapshot.diagnostics
        let status =
            diagnostics.isEmpty
            ? "Drawn at version \(snapshot.version). Every save redraws this page."
            : "The last save cannot be drawn: the drawing is the last good one."
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(SVGText.escaped(title))</title>
            <link rel="icon" href="/icon.svg" type="image/svg+xml">
            <link rel="stylesheet" href="/live.css">
            <link id="drawing-style" rel="stylesheet" href="/drawing.css?v=\(snapshot.version)">
            <script src="/live.js" defer></script>
            </head>
            <body data-version="\(snapshot.version)">
            <main>
            <div id="phone">
            <div id="sheet">\(snapshot.drawing)</div>
            <pre id="diagnostics" role="alert"\(diagnostics.isEmpty ? " hidden" : "")>\(SVGText.escaped(diagnostics))</pre>
            </div>
            <section id="terminal-pane" aria-labelledby="terminal-title">
            <h2 id="terminal-title">In a terminal</h2>
            <pre id="terminal">\(snapshot.terminal)</pre>
            </section>
            <aside id="details">\(snapshot.details)</aside>
            <p id="status">\(status)</p>
            \(ColorScience.Vision.controls)\(ColorScience.Vision.filters)</main>
            </body>
            </html>

            """
    }

    /// The drawing is parsed as SVG; the details, escaped where they were made, into an inert document.
    static let script = """
        "use strict";
        (() => {
          const sheet = document.getElementById("sheet");
          const diagnostics = document.getElementById("diagnostics");
          const status = document.getElementById("status");
          const details = document.getElementById("details");
          const events = new EventSource("/events");
          events.addEventListener("drawing", (event) => {
            if (event.data === "") return;
            const parsed = new DOMParser().parseFromString(event.data, "image/svg+xml").documentElement;
            if (parsed.namespaceURI !== "http://www.w3.org/2000/svg" || parsed.localName !== "svg") return;
            sheet.replaceChildren(document.importNode(parsed, true));
            // The drawing's own style (a theme pair's other side) is served beside it, never inline.
            document.getElementById("drawing-style").href = "/drawing.css?v=" + encodeURIComponent(event.lastEventId);
          });
          // The children of a parsed fragment, taken into the page: copied out first, since taking
          // one removes it from the live list being walked.
          const adopted = (parent) => parent ? Array.from(parent.childNodes).map((node) => document.adoptNode(node)) : [];
          const terminal = document.getElementById("terminal");
          // The ansi drawing's colours, from the data attributes made by the server: the policy
          // allows no inline style, but a style set by the page's own script.
          const paint = () => {
            for (const span of terminal.querySelectorAll("span[data-fg], span[data-bg]")) {
              if (span.dataset.fg) span.style.color = span.dataset.fg;
              if (span.dataset.bg) span.style.backgroundColor = span.dataset.bg;
            }
          };
          paint();
          events.addEventListener("terminal", (event) => {
            const parsed = new DOMParser().parseFromString("<pre>" + event.data + "</pre>", "text/html");
            const pre = parsed.body.firstChild;
            terminal.replaceChildren(...adopted(pre));
            paint();
          });
          events.addEventListener("details", (event) => {
            const parsed = new DOMParser().parseFromString(event.data, "text/html");
            details.replaceChildren(...adopted(parsed.body));
          });
          events.addEventListener("diagnostics", (event) => {
            diagnostics.textContent = event.data;
            diagnostics.hidden = event.data === "";
            document.body.dataset.version = event.lastEventId;
            status.textContent = event.data === ""
              ? "Drawn at version " + event.lastEventId + ". Every save redraws this page."
              : "The last save cannot be drawn: the drawing is the last good one.";
          });
          for (const choice of document.querySelectorAll("#vision input")) {
            choice.addEventListener("change", () => { document.body.dataset.vision = choice.value; });
          }
          events.addEventListener("error", () => {
            status.textContent = "Not connected: is sheetctl preview --serve still running?";
          });
        })();

        """

    /// So a browser does not ask for an icon that is not there.
    static let icon = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" \
        fill="#8E8E93"/><rect y="9" width="16" height="7" rx="2" fill="#FFFFFF"/></svg>

        """

    static let style = baseStyle + ColorScience.Vision.style

    private static let baseStyle = """
        body { margin: 0; min-height: 100vh; background: #3A3A3C; font-family: system-ui, sans-serif; }
        main { display: flex; flex-direction: column; align-items: center; padding: 16px; }
        #phone { position: relative; width: 375px; min-height: 667px; display: flex; align-items: flex-end;
          background: #D1D1D6; border-radius: 24px; overflow: hidden; }
        #sheet { width: 100%; line-height: 0; }
        #diagnostics { position: absolute; top: 0; left: 0; right: 0; margin: 0; padding: 12px;
          max-height: 60%; overflow: auto; white-space: pre-wrap; font: 12px/1.4 ui-monospace, monospace;
          color: #FFFFFF; background: rgba(120, 0, 0, 0.92); }
        #status { color: #FFFFFF; font-size: 13px; }
        #terminal-pane { color: #FFFFFF; font-size: 13px; max-width: 100%; }
        #terminal-pane h2 { font-size: 14px; margin: 12px 0 4px; }
        #terminal { margin: 0; padding: 8px; overflow: auto; font: 13px/1.3 ui-monospace, "DejaVu Sans Mono", monospace;
          color: #F2F2F7; background: #1C1C1E; border-radius: 8px; }
        #terminal span { display: inline-block; vertical-align: top; }
        #terminal .bold { font-weight: bold; }
        #terminal .faint { opacity: 0.6; }
        #details { color: #FFFFFF; font-size: 13px; }
        #details h2 { font-size: 14px; margin: 12px 0 4px; }
        #details td, #details th { padding: 2px 8px; text-align: left; }
        #details tr.fails td:last-child { color: #FFD60A; font-weight: 600; }
        #vision { color: #FFFFFF; font-size: 13px; border: 1px solid #D1D1D6; border-radius: 8px; }
        #vision label { display: block; }
        #vision-filters { position: absolute; }

        """
}
