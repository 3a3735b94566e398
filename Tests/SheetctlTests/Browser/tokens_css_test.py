#!/usr/bin/env python3
"""`sheetctl themes export --format css` of a light and dark pair in a real browser: headless
Chromium driven by Selenium, its `prefers-color-scheme` emulated through the DevTools protocol.

Usage: tokens_css_test.py SHEETCTL THEMES EXPECTED_JSON

Exports the pair that THEMES' theme `solarized-dark` belongs to (naming the dark side, so the light
one must still be the default), opens a page that links the CSS and paints an element with each
`--sheet-…` property, and under `light` and `dark` reads each element's computed background colour:
it must be the light side's colours under light and the dark side's under dark, as EXPECTED_JSON
gives them ({"light": {"--sheet-title": "rgb(…)", …}, "dark": {…}}). Exits 0 when every check holds,
1 with the reason when one fails, 2 when the browser or Selenium is missing.
"""

import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import chromium  # noqa: E402  (headless Chromium, or exit 2 when it or Selenium is missing)
from chromium import fail  # noqa: E402


def main():
    if len(sys.argv) != 4:
        fail("usage: tokens_css_test.py SHEETCTL THEMES EXPECTED_JSON", 2)
    expected = json.loads(sys.argv[3])
    folder = tempfile.mkdtemp(prefix="sheetctl-tokens-css-")
    done = subprocess.run(
        [os.path.abspath(sys.argv[1]), "themes", "export", "solarized-dark", "--format", "css", "--theme-path",
         sys.argv[2], "-o", folder], capture_output=True, text=True, stdin=subprocess.DEVNULL)
    if done.returncode != 0:
        fail(f"themes export exited {done.returncode}: {done.stderr}")
    css = [line for line in done.stdout.splitlines() if line.endswith(".css")]
    if len(css) != 1:
        fail(f"expected one CSS file, got {done.stdout!r}")
    names = list(expected["light"].keys())
    cells = "".join(f'<div id="p{index}" style="background: var({name})">x</div>' for index, name in enumerate(names))
    page = os.path.join(folder, "page.html")
    with open(page, "w", encoding="utf-8") as handle:
        handle.write(f'<!doctype html><html><head><link rel="stylesheet" href="file://{css[0]}"></head>'
                     f"<body>{cells}</body></html>")
    driver = chromium.start(folder, 400, 400)
    try:
        for scheme in ("light", "dark"):
            driver.execute_cdp_cmd(
                "Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
            driver.get("file://" + page)
            if not driver.execute_script(f"return matchMedia('(prefers-color-scheme: {scheme})').matches"):
                fail(f"the browser does not report prefers-color-scheme: {scheme}")
            for index, name in enumerate(names):
                seen = driver.execute_script(
                    f"return getComputedStyle(document.getElementById('p{index}')).backgroundColor")
                if seen != expected[scheme][name]:
                    fail(f"under {scheme}, {name} paints {seen}, not {expected[scheme][name]}")
    finally:
        driver.quit()
    print(f"{len(names)} properties in both schemes")
    print("ok")


if __name__ == "__main__":
    main()
