#!/usr/bin/env python3
"""`sheetctl themes gallery`'s index.html in a real browser: headless Chromium driven by Selenium.

Usage: gallery_test.py SHEETCTL THEME_DIR

Draws the gallery of the shipped themes and THEME_DIR's (which holds themes with long names and
descriptions), opens its index.html and checks that every card has the same width, that the
cards of each row share their top, that there is more than one row and a row of more than one
card, and that no caption is wider than its card. Exits 0 when every check holds, 1 with the
reason when one fails, 2 when the browser or Selenium is missing.
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


def main():
    if len(sys.argv) != 3:
        fail("usage: gallery_test.py SHEETCTL THEME_DIR", 2)
    folder = tempfile.mkdtemp(prefix="sheetctl-gallery-")
    driver = None
    try:
        drawn = subprocess.run(
            [sys.argv[1], "themes", "gallery", "-o", folder + "/out", "--theme-path", sys.argv[2]],
            capture_output=True, text=True, timeout=120)
        if drawn.returncode != 0:
            fail(f"themes gallery exited {drawn.returncode}: {drawn.stderr}")

        driver = chromium.start(folder, 1300, 1000)
        driver.get("file://" + folder + "/out/index.html")
        # Every picture loaded, so the boxes are the final ones.
        driver.execute_script(
            "return Promise.all([...document.images].map(i => i.decode().catch(() => null)))")

        cards = driver.find_elements(By.CSS_SELECTOR, "main figure")
        if len(cards) < 6:
            fail(f"only {len(cards)} cards")
        boxes = [driver.execute_script(
            "const r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.width, r.height];", card)
            for card in cards]
        widths = sorted({round(box[2], 2) for box in boxes})
        if len(widths) != 1:
            fail(f"the cards are of {len(widths)} widths: {widths}")

        # Rows: cards in document order, a new row wherever a card starts left of the one before.
        rows, last_left = [], None
        for box in boxes:
            if last_left is None or box[0] <= last_left:
                rows.append([])
            rows[-1].append(box)
            last_left = box[0]
        if len(rows) < 2 or max(len(row) for row in rows) < 2:
            fail(f"the test needs several rows of several cards, got {[len(row) for row in rows]}")
        for number, row in enumerate(rows):
            tops = sorted({round(box[1], 2) for box in row})
            if len(tops) != 1:
                fail(f"row {number + 1}'s cards have {len(tops)} tops: {tops}")
        # Columns line up too: every row's n-th card starts where the first row's does.
        for row in rows[1:]:
            for box, first in zip(row, rows[0]):
                if round(box[0], 2) != round(first[0], 2):
                    fail(f"a card starts at {box[0]}, not under the one at {first[0]}")

        for card in cards:
            caption = card.find_element(By.TAG_NAME, "figcaption")
            spill = driver.execute_script(
                "const c = arguments[0]; return [c.scrollWidth, c.clientWidth];", caption)
            if spill[0] > spill[1]:
                fail(f"a caption is {spill[0]} px wide in a {spill[1]} px card: {caption.text!r}")
            name = card.find_element(By.CSS_SELECTOR, "figcaption .name")
            if not name.get_attribute("title"):
                fail("a card's name has no title attribute holding the whole name")
        print(f"{len(cards)} cards of {widths[0]} px in rows of {[len(row) for row in rows]}")
    finally:
        if driver is not None:
            driver.quit()
        shutil.rmtree(folder, ignore_errors=True)
    print("ok")


if __name__ == "__main__":
    main()
