#!/usr/bin/env python3
"""The svg and html presenters' drawings take their colours from a page's `--sheet-*` custom
properties, as `sheetctl themes export --format css` writes them: headless Chromium driven by
Selenium, `prefers-color-scheme` emulated through the DevTools protocol.

Usage: presenter_properties_test.py SHEETCTL THEMES

Draws the demo sheet in a theme of its own (`paper`, no counterpart) as an HTML page and as an SVG
file, and exports the CSS of THEMES' pair `solarized-dark`. Then, under `light` and `dark`, reads
the computed fill of the drawing's background, title, item, cancel and separator:
- the HTML page and the SVG as drawn show paper's colours (the fallbacks);
- the HTML page with the exported CSS linked, and a page holding the SVG inline with it linked,
  show the exported theme's: its light side under `light`, its dark side under `dark`.
Exits 0 when every check holds, 1 with the reason when one fails, 2 when the browser or Selenium
is missing.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import chromium  # noqa: E402  (headless Chromium, or exit 2 when it or Selenium is missing)
from chromium import fail  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402

PAPER = ('name: paper\nappearance: light\ncolors:\n  background: "#FAFAF0"\n  title: "#405060"\n'
         '  item: "#102030"\n  cancel: "#2040A0"\n  separator: "#D0D0C0"\n')
PAPER_COLORS = {"background": "#FAFAF0", "title": "#405060", "item": "#102030", "cancel": "#2040A0",
                "separator": "#D0D0C0"}
ELEMENTS = {"background": "svg > path", "title": "svg text.sheet-title", "item": "svg text.sheet-item",
            "cancel": "svg text.sheet-cancel", "separator": "svg rect.sheet-separator"}


def rgb(hex_color):
    value = hex_color.lstrip("#")
    return "rgb(%d, %d, %d)" % tuple(int(value[i:i + 2], 16) for i in (0, 2, 4))


def exported_colors(css):
    """The `--sheet-ROLE: #rrggbb;` values of the `:root` block and of the dark block, by role;
    translucent ones (`#rrggbbaa`) are left out, their computed form being the browser's to round."""
    light_text, _, dark_text = css.partition("@media (prefers-color-scheme: dark)")
    def table(text):
        found = {}
        for name, value in re.findall(r"--sheet-([a-z-]+): (#[0-9a-f]+);", text):
            role = {"badge-text": "badgeText"}.get(name, name)
            if role in ELEMENTS and len(value) == 7:
                found[role] = rgb(value)
        return found
    return {"light": table(light_text), "dark": table(dark_text)}


def run(arguments):
    done = subprocess.run([os.path.abspath(sys.argv[1])] + arguments, capture_output=True, text=True,
                          stdin=subprocess.DEVNULL)
    if done.returncode != 0:
        fail(f"sheetctl {' '.join(arguments)} exited {done.returncode}: {done.stderr}")
    return done.stdout


def main():
    if len(sys.argv) != 3:
        fail("usage: presenter_properties_test.py SHEETCTL THEMES", 2)
    folder = tempfile.mkdtemp(prefix="sheetctl-properties-")
    with open(os.path.join(folder, "paper.yaml"), "w", encoding="utf-8") as handle:
        handle.write(PAPER)
    html = os.path.join(folder, "paper.html")
    svg = os.path.join(folder, "paper.svg")
    for presenter, path in (("html", html), ("svg", svg)):
        run(["preview", "--presenter", presenter, "--theme-path", folder, "--theme", "paper", "-o", path])
    written = run(["themes", "export", "solarized-dark", "--format", "css", "--theme-path", sys.argv[2],
                   "-o", os.path.join(folder, "out")])
    css = [line for line in written.splitlines() if line.endswith(".css")]
    if len(css) != 1:
        fail(f"expected one CSS file, got {written!r}")
    with open(css[0], encoding="utf-8") as handle:
        exported = exported_colors(handle.read())
    if len(exported["light"]) < 3 or len(exported["dark"]) < 3:
        fail(f"too few opaque colours to compare in {css[0]}: {exported}")
    link = f'<link rel="stylesheet" href="file://{css[0]}">'
    with open(html, encoding="utf-8") as handle:
        page = handle.read()
    linked_html = os.path.join(folder, "linked.html")
    with open(linked_html, "w", encoding="utf-8") as handle:
        handle.write(page.replace("</head>", link + "\n</head>", 1))
    with open(svg, encoding="utf-8") as handle:
        picture = handle.read()
    inline = os.path.join(folder, "inline.html")
    with open(inline, "w", encoding="utf-8") as handle:
        handle.write(f"<!doctype html><html><head>{link}</head><body>{picture[picture.index('<svg'):]}</body></html>")

    own = {role: rgb(value) for role, value in PAPER_COLORS.items()}
    driver = chromium.start(folder, 600, 1000)
    try:
        for scheme in ("light", "dark"):
            driver.execute_cdp_cmd(
                "Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
            for path, expected in ((html, own), (svg, own), (linked_html, exported[scheme]),
                                   (inline, exported[scheme])):
                driver.get("file://" + path)
                if not driver.execute_script(f"return matchMedia('(prefers-color-scheme: {scheme})').matches"):
                    fail(f"the browser does not report prefers-color-scheme: {scheme}")
                for role, color in expected.items():
                    seen = driver.find_element(By.CSS_SELECTOR, ELEMENTS[role]).value_of_css_property("fill")
                    if seen != color:
                        fail(f"{os.path.basename(path)} under {scheme}: the {role} is {seen}, not {color}")
    finally:
        driver.quit()
        shutil.rmtree(folder, ignore_errors=True)
    print("ok")


if __name__ == "__main__":
    main()
