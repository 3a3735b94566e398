#!/usr/bin/env python3
"""`sheetctl snapshot --report`'s page in a real browser: headless Chromium driven by Selenium.

Usage: snapshot_report_test.py SHEETCTL REPORT CELLS

Opens REPORT (written by a run in which CELLS cells, comma-separated paths, changed) and checks that
each changed cell is on the page with a "before" and an "after" side by side (the after to the right
of the before, at the same height), that the SVG cell's two pictures load as images, that the reasons
say the contrast fell below AA, and that nothing was fetched from a network. Exits 0 when every check
holds, 1 with the reason when one fails, 2 when the browser or Selenium is missing.
"""

import os
import sys
import tempfile


sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import chromium  # noqa: E402  (headless Chromium, or exit 2 when it or Selenium is missing)
from chromium import fail  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402


def main():
    if len(sys.argv) != 4:
        fail("usage: snapshot_report_test.py SHEETCTL REPORT CELLS", 2)
    report, cells = sys.argv[2], sys.argv[3].split(",")
    folder = tempfile.mkdtemp(prefix="sheetctl-snapshot-report-")
    driver = chromium.start(folder, 1400, 1000)
    try:
        driver.get("file://" + report)
        driver.execute_script(
            "return Promise.all([...document.images].map(i => i.decode().catch(() => null)))")
        shown = [element.get_attribute("data-path") for element in driver.find_elements(By.CSS_SELECTOR, "div.cell")]
        if sorted(shown) != sorted(cells):
            fail(f"the page shows {shown}, not {cells}")
        for cell in driver.find_elements(By.CSS_SELECTOR, "div.cell"):
            path = cell.get_attribute("data-path")
            before = cell.find_element(By.CSS_SELECTOR, "figure.before")
            after = cell.find_element(By.CSS_SELECTOR, "figure.after")
            if not before.is_displayed() or not after.is_displayed():
                fail(f"{path}: before or after is hidden")
            if before.find_element(By.TAG_NAME, "figcaption").text != "before":
                fail(f"{path}: the left side is not captioned 'before'")
            if after.location["x"] <= before.location["x"] or abs(after.location["y"] - before.location["y"]) > 1:
                fail(f"{path}: before and after are not side by side: {before.location} {after.location}")
            if path.endswith(".svg"):
                for side in (before, after):
                    image = side.find_element(By.TAG_NAME, "img")
                    if driver.execute_script("return arguments[0].naturalWidth", image) <= 0:
                        fail(f"{path}: a picture did not load")
            elif before.find_element(By.TAG_NAME, "pre").text == after.find_element(By.TAG_NAME, "pre").text:
                fail(f"{path}: before and after show the same text")
        reasons = " ".join(element.text for element in driver.find_elements(By.CSS_SELECTOR, "ul.reasons li"))
        if "now below AA" not in reasons:
            fail(f"the reasons do not say the contrast fell below AA: {reasons}")
        fetched = driver.execute_script(
            "return performance.getEntriesByType('resource').map(e => e.name).filter(n => !n.startsWith('data:'))")
        if fetched:
            fail(f"the page fetched {fetched}")
    finally:
        driver.quit()
    print("ok")


if __name__ == "__main__":
    main()
