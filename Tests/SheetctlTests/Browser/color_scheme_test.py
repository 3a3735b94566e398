#!/usr/bin/env python3
"""`sheetctl preview --presenter html` and `--presenter svg` of a light and dark theme pair in a real
browser: headless Chromium driven by Selenium, its `prefers-color-scheme` emulated through the DevTools
protocol (`Emulation.setEmulatedMedia`).

Usage: color_scheme_test.py SHEETCTL

Writes a pair (`paper`, light, and its counterpart `ink`, dark), draws the demo sheet with each side
named, as an HTML page and as an SVG file, opens each under `light` and `dark`, and reads the computed
fill of the sheet's background and of an item's text: the light side's colours under `light`, the dark
side's under `dark`, whichever side was named. Exits 0 when every check holds, 1 with the reason when
one fails, 2 when the browser or Selenium is missing.
"""

import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import chromium  # noqa: E402  (headless Chromium, or exit 2 when it or Selenium is missing)
from chromium import fail  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402

LIGHT = 'name: paper\nappearance: light\ncounterpart: ink\ncolors:\n  background: "#FAFAF0"\n  item: "#102030"\n'
DARK = ('name: ink\nappearance: dark\ncounterpart: paper\ncolors:\n  background: "#101820"\n  item: "#F0E0D0"\n'
        '  title: "#C0C0C0"\n  message: "#C0C0C0"\n  cancel: "#F0E0D0"\n  destructive: "#FF8A80"\n')
EXPECTED = {"light": ("rgb(250, 250, 240)", "rgb(16, 32, 48)"), "dark": ("rgb(16, 24, 32)", "rgb(240, 224, 208)")}


def main():
    if len(sys.argv) != 2:
        fail("usage: color_scheme_test.py SHEETCTL", 2)
    folder = tempfile.mkdtemp(prefix="sheetctl-scheme-")
    for name, text in (("paper.yaml", LIGHT), ("ink.yaml", DARK)):
        with open(os.path.join(folder, name), "w", encoding="utf-8") as handle:
            handle.write(text)
    pages = []
    for theme in ("paper", "ink"):
        for presenter in ("html", "svg"):
            output = os.path.join(folder, f"{theme}.{presenter}")
            done = subprocess.run(
                [os.path.abspath(sys.argv[1]), "preview", "--presenter", presenter, "--theme-path", folder,
                 "--theme", theme, "-o", output], capture_output=True, text=True, stdin=subprocess.DEVNULL)
            if done.returncode != 0:
                fail(f"preview --presenter {presenter} --theme {theme} exited {done.returncode}: {done.stderr}")
            pages.append((theme, presenter, output))

    driver = chromium.start(folder, 600, 1000)
    try:
        for scheme in ("light", "dark"):
            driver.execute_cdp_cmd(
                "Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
            for theme, presenter, path in pages:
                driver.get("file://" + path)
                if not driver.execute_script(f"return matchMedia('(prefers-color-scheme: {scheme})').matches"):
                    fail(f"the browser does not report prefers-color-scheme: {scheme}")
                background = driver.find_element(By.CSS_SELECTOR, "svg > path")
                item = driver.find_element(By.CSS_SELECTOR, "svg text.sheet-item")
                seen = (background.value_of_css_property("fill"), item.value_of_css_property("fill"))
                if seen != EXPECTED[scheme]:
                    fail(f"{presenter} of {theme} under {scheme}: background and item are {seen}, "
                         f"not {EXPECTED[scheme]}")
    finally:
        driver.quit()
        shutil.rmtree(folder, ignore_errors=True)
    print("ok")


if __name__ == "__main__":
    main()
