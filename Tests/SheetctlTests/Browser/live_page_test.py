#!/usr/bin/env python3
"""`sheetctl preview --serve` in a real browser: headless Chromium driven by Selenium.

Usage: live_page_test.py SHEETCTL

Opens the page, checks the sheet's items are drawn, and drawn beside it as a terminal shows them
(the ansi pane, in the theme's colours), saves new theme colours and sees the drawing change
without a reload (a value set in the page survives), checks a screenshot's pixels, shows a
broken save's diagnostics and clears them with the next good save, simulates colour-vision
deficiencies with the page's switch, and finds no
Content-Security-Policy violation in the browser's log. Exits 0 when every check holds, 1 with the
reason when one fails, 2 when the browser or Selenium is missing.
"""

import os
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time
import zlib

DEADLINE = 15.0


sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import chromium  # noqa: E402  (headless Chromium, or exit 2 when it or Selenium is missing)
from chromium import fail  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402


def theme(background, cancel="Nope"):
    return f'name: t\ncolors:\n  background: "{background}"\ncancel:\n  label: {cancel}\n'


def save(path, text):
    """Saves as editors do: a temporary file renamed over the original."""
    temporary = os.path.join(os.path.dirname(path), "." + os.path.basename(path) + ".swp")
    with open(temporary, "w", encoding="utf-8") as handle:
        handle.write(text)
    os.rename(temporary, path)


def wait_for(condition, what):
    end = time.monotonic() + DEADLINE
    while time.monotonic() < end:
        try:
            if condition():
                return
        except Exception:  # the page may be between two drawings
            pass
        time.sleep(0.01)
    fail(f"timed out waiting for {what}")


def png_pixels(data):
    """Decodes an 8-bit RGB or RGBA, non-interlaced PNG (what Chromium's screenshots are) into rows of RGB."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        fail("the screenshot is not a PNG")
    position, chunks, header = 8, b"", None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks += body
        position += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace != 0:
        fail(f"unexpected PNG format: depth {depth}, colour type {colour}, interlace {interlace}")
    channels = 4 if colour == 6 else 3
    raw = zlib.decompress(chunks)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up = previous[x]
            corner = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + left) & 0xFF
            elif kind == 2:
                line[x] = (line[x] + up) & 0xFF
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 0xFF
            elif kind == 4:
                guess = left + up - corner
                pa, pb, pc = abs(guess - left), abs(guess - up), abs(guess - corner)
                line[x] = (line[x] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 0xFF
        rows.append([tuple(line[x:x + 3]) for x in range(0, stride, channels)])
        previous = line
    return rows


def most_common_colour(rows):
    counts = {}
    for row in rows:
        for pixel in row:
            counts[pixel] = counts.get(pixel, 0) + 1
    return max(counts, key=counts.get)


def near(pixel, hex_colour):
    expected = tuple(int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))
    return all(abs(a - b) <= 2 for a, b in zip(pixel, expected))


def main():
    if len(sys.argv) != 2:
        fail("usage: live_page_test.py SHEETCTL", 2)
    folder = tempfile.mkdtemp(prefix="sheetctl-browser-")
    theme_path = os.path.join(folder, "t.yaml")
    save(theme_path, theme("#112233"))
    server = subprocess.Popen(
        [os.path.abspath(sys.argv[1]), "preview", "--serve", "--theme", "./t.yaml"], cwd=folder,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True)
    driver = None
    try:
        url = server.stdout.readline().strip()
        if not url.startswith("http://127.0.0.1:"):
            fail(f"the first line of stdout is not the page's URL: {url!r}")

        driver = chromium.start(folder, 600, 1000, browser_log=True)
        driver.get(url)

        def texts():
            return [element.text for element in driver.find_elements(By.CSS_SELECTOR, "#sheet svg text")]

        wait_for(lambda: "Send to a friend" in texts(), "the sheet's items")
        for item in ("Share this photo", "Post to moments", "Delete photo", "Nope"):
            if item not in texts():
                fail(f"'{item}' is not drawn; the page shows {texts()}")

        def background():
            return driver.find_element(By.CSS_SELECTOR, "#sheet svg path").get_attribute("fill")

        if background() != "#112233":
            fail(f"the sheet's background is {background()}, not the theme's #112233")

        # Beside the picture, the ansi drawing as a terminal shows it: the same items in the
        # theme's colours (the picture's own, read from its fill attributes), in a monospace font.
        def fill_of(text):
            return driver.find_element(
                By.XPATH, f"//*[local-name()='text' and text()='{text}']").get_attribute("fill")

        def pane(text):
            return driver.execute_script("""
                const span = Array.from(document.querySelectorAll("#terminal span"))
                    .find((span) => span.textContent.includes(arguments[0]));
                if (!span) return null;
                const style = getComputedStyle(span);
                return [style.color, style.backgroundColor];
            """, text)

        def rgb(hex_colour):
            return "rgb({}, {}, {})".format(*(int(hex_colour[i:i + 2], 16) for i in (1, 3, 5)))

        wait_for(lambda: pane("Send to a friend") is not None, "the terminal pane's items")
        for item in ("Send to a friend", "Post to moments", "Delete photo"):
            shown = pane(item)
            if shown != [rgb(fill_of(item)), rgb("#112233")]:
                fail(f"the terminal pane shows '{item}' in {shown}, not {rgb(fill_of(item))} on the theme's #112233")
        if fill_of("Delete photo") == fill_of("Send to a friend"):
            fail("the destructive item is drawn in the item colour")
        font = driver.execute_script("return getComputedStyle(document.getElementById('terminal')).fontFamily")
        if "monospace" not in font:
            fail(f"the terminal pane's font is {font!r}, not monospace")

        # A screenshot's pixels, checked as the SVG pixel tests check rsvg's: the destructive colour
        # inks the destructive row's text and no other item's.
        def inked(text, hex_colour):
            sheet = driver.find_element(By.ID, "sheet")
            rows = png_pixels(sheet.screenshot_as_png)
            box = driver.execute_script("""
                const sheet = document.getElementById("sheet").getBoundingClientRect();
                const text = Array.from(document.querySelectorAll("#sheet svg text"))
                    .find((element) => element.textContent === arguments[0]).getBoundingClientRect();
                return [text.left - sheet.left, text.top - sheet.top, text.right - sheet.left,
                        text.bottom - sheet.top, window.devicePixelRatio];
            """, text)
            scale = box[4]
            left, top, right, bottom = (int(round(value * scale)) for value in box[:4])
            expected = tuple(int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))
            return sum(1 for y in range(max(top, 0), min(bottom, len(rows)))
                       for x in range(max(left, 0), min(right, len(rows[y])))
                       if all(abs(a - b) <= 8 for a, b in zip(rows[y][x], expected)))

        destructive = fill_of("Delete photo")
        if inked("Delete photo", destructive) < 15:
            fail(f"the screenshot's destructive row has {inked('Delete photo', destructive)} pixels of {destructive}")
        for item in ("Send to a friend", "Post to moments"):
            if inked(item, destructive) != 0:
                fail(f"the screenshot's '{item}' row has pixels of the destructive colour {destructive}")
        # Wait until the live stream has been applied once, so the next change comes through it.
        wait_for(lambda: driver.execute_script("return document.body.dataset.version") is not None, "the stream")
        driver.execute_script("window.sheetctlMarker = 'not reloaded';")

        saved = time.monotonic()
        save(theme_path, theme("#445566"))
        wait_for(lambda: background() == "#445566", "the new background after a save")
        wait_for(lambda: pane("Send to a friend")[1] == rgb("#445566"), "the terminal pane's new background")
        print(f"save to updated page: {int((time.monotonic() - saved) * 1000)} ms")
        if driver.execute_script("return window.sheetctlMarker") != "not reloaded":
            fail("the page was reloaded instead of updated in place")

        colour = most_common_colour(png_pixels(driver.find_element(By.ID, "sheet").screenshot_as_png))
        if not near(colour, "#445566"):
            fail(f"the screenshot's main colour is {colour}, not the saved #445566")

        save(theme_path, "name: t\ncolors:\n  background: \"#AA5500\"\ncancel:\n  label: [Broken\n")
        diagnostics = driver.find_element(By.ID, "diagnostics")
        wait_for(lambda: diagnostics.is_displayed(), "the diagnostics of a broken save")
        shown = diagnostics.text
        if "./t.yaml:6:1: error:" not in shown or "[yaml-syntax]" not in shown:
            fail(f"the diagnostics do not say where: {shown!r}")
        if background() != "#445566":
            fail("a broken save replaced the last good drawing")

        save(theme_path, theme("#AA5500", cancel="Later"))
        wait_for(lambda: background() == "#AA5500", "the drawing of the next good save")
        wait_for(lambda: not diagnostics.is_displayed(), "the diagnostics to clear")
        if "Later" not in texts():
            fail("the new cancel label is not drawn")
        labels = driver.find_element(By.ID, "cancel-labels").text
        if "Later" not in labels:
            fail(f"the cancel labels beside the drawing were not updated: {labels!r}")
        item = driver.find_element(By.CSS_SELECTOR, '#contrast tr[data-role="item"]')
        if "fails" not in item.get_attribute("class") or "below 4.5:1" not in item.text:
            fail(f"black text on #AA5500 is not shown as too little contrast: {item.text!r}")
        if driver.execute_script("return window.sheetctlMarker") != "not reloaded":
            fail("the page was reloaded")

        # The colour-vision switch filters the drawing: greyscale makes the orange background grey,
        # protanopia makes it another colour, and normal vision gives it back.
        def main_colour():
            # From the top of the page, where the sheet is in view: the switch is below the terminal
            # pane, and an element's screenshot taken scrolled down to it misses a filtered sheet.
            driver.execute_script("window.scrollTo(0, 0)")
            return most_common_colour(png_pixels(driver.find_element(By.ID, "sheet").screenshot_as_png))

        def simulate(vision):
            driver.find_element(By.CSS_SELECTOR, f'#vision input[value="{vision}"]').click()
            wait_for(lambda: driver.execute_script("return document.body.dataset.vision") == vision,
                     f"the {vision} switch")

        if not near(main_colour(), "#AA5500"):
            fail(f"before any simulation the sheet is {main_colour()}, not #AA5500")
        simulate("greyscale")
        grey = main_colour()
        if max(grey) - min(grey) > 3:
            fail(f"greyscale leaves the sheet coloured: {grey}")
        simulate("protanopia")
        red_blind = main_colour()
        if near(red_blind, "#AA5500") or max(red_blind) - min(red_blind) <= 3:
            fail(f"protanopia does not change the orange as it should: {red_blind}")
        simulate("tritanopia")
        if main_colour() == red_blind:
            fail("tritanopia looks the same as protanopia")
        simulate("none")
        if not near(main_colour(), "#AA5500"):
            fail(f"normal vision does not give the colours back: {main_colour()}")
        if driver.execute_script("return window.sheetctlMarker") != "not reloaded":
            fail("the switch reloaded the page")

        # A theme with a counterpart: the drawing carries both sides in a style of its own, which the
        # page's policy must let through (served as the page's own, never inline): under a dark
        # colour scheme the dark side shows, after a save and after a reload alike.
        save(os.path.join(folder, "u.yaml"),
             'name: u\nappearance: dark\ncounterpart: t\ncolors:\n  background: "#101820"\n')
        save(theme_path, 'name: t\nappearance: light\ncounterpart: u\ncolors:\n  background: "#FAFAF0"\n')
        wait_for(lambda: background() == "#FAFAF0", "the light side of a pair after a save")

        def shown_background():
            return driver.find_element(By.CSS_SELECTOR, "#sheet svg path").value_of_css_property("fill")

        for scheme, expected in (("dark", "rgb(16, 24, 32)"), ("light", "rgb(250, 250, 240)")):
            driver.execute_cdp_cmd(
                "Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
            wait_for(lambda: shown_background() == expected, f"the {scheme} side of the pair after a save")
            driver.refresh()
            wait_for(lambda: shown_background() == expected, f"the {scheme} side of the pair after a reload")

        violations = [entry["message"] for entry in driver.get_log("browser")
                      if "Content Security Policy" in entry["message"] or entry["level"] == "SEVERE"]
        if violations:
            fail(f"the browser reported: {violations}")
    finally:
        if driver is not None:
            driver.quit()
        server.send_signal(signal.SIGINT)
        try:
            code = server.wait(timeout=DEADLINE)
        except subprocess.TimeoutExpired:
            server.kill()
            fail("preview --serve did not stop on SIGINT")
        shutil.rmtree(folder, ignore_errors=True)
    if code != 130:
        fail(f"preview --serve ended with {code} on SIGINT, not 130")
    print("ok")


if __name__ == "__main__":
    main()
