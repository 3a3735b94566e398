#!/usr/bin/env python3
"""`sheetctl present --presenter web` in a real browser: headless Chromium driven by Selenium.

Usage: web_presenter_test.py SHEETCTL

For the my and wx dialects: clicking the second action makes present print the dialect's answer
for index 1; Esc prints the cancel answer; the first action has the focus, and Tab to another then
Enter chooses it. Every page then says it may be closed, and the browser's log has no
Content-Security-Policy violation. Exits 0 when every check holds, 1 with the reason when one
fails, 2 when the browser or Selenium is missing.
"""

import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import chromium  # noqa: E402  (headless Chromium, or exit 2 when it or Selenium is missing)
import live_page_test as live  # noqa: E402  (its helpers: fail, wait_for)

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402

CALLS = {
    "my": '{"title": "Share", "items": ["Send", "Post", "Delete"], "destructiveBtnIndex": 2}',
    "wx": '{"alertText": "Pick one", "itemList": ["A", "B", "C"]}',
}
ANSWERS = {
    ("my", 1): '{"index":1}',
    ("my", 2): '{"index":2}',
    ("my", "cancel"): '{"index":-1}',
    ("wx", 1): '{"errMsg":"showActionSheet:ok","tapIndex":1}',
    ("wx", 2): '{"errMsg":"showActionSheet:ok","tapIndex":2}',
    ("wx", "cancel"): '{"errMsg":"showActionSheet:fail cancel"}',
}


def browser(folder):
    return chromium.start(folder, 600, 1000, browser_log=True)


def present(sheetctl, folder, dialect, answer, act):
    """Runs present on the dialect's call, lets `act` answer in the page, and checks the answer."""
    call = os.path.join(folder, f"{dialect}.json")
    with open(call, "w", encoding="utf-8") as handle:
        handle.write(CALLS[dialect])
    process = subprocess.Popen(
        [sheetctl, "present", "--presenter", "web", "--call", call, "--timeout", "120"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True)
    driver = None
    try:
        line = process.stderr.readline()
        words = [word for word in line.split() if word.startswith("http://")]
        if not words or not words[0].startswith("http://127.0.0.1:"):
            live.fail(f"present did not tell the page's URL on stderr: {line!r}")
        url = words[0].rstrip(":")
        driver = browser(os.path.join(folder, f"{dialect}-{answer}"))
        driver.get(url)
        live.wait_for(lambda: len(driver.find_elements(By.CSS_SELECTOR, "#actions button")) == 4, "the buttons")
        buttons = driver.find_elements(By.CSS_SELECTOR, "#actions button")
        if [b.get_attribute("data-index") for b in buttons[:3]] != ["0", "1", "2"]:
            live.fail("the actions are not buttons with data-index 0, 1, 2")
        if buttons[3].get_attribute("data-cancel") is None:
            live.fail("the last button is not the cancel button (data-cancel)")
        live.wait_for(lambda: driver.execute_script("return document.activeElement.dataset.index") == "0",
                      "the first action to have the focus")
        act(driver, buttons)
        live.wait_for(lambda: "You may close this page" in driver.find_element(By.ID, "status").text,
                      "the page to say it may be closed")
        violations = [entry["message"] for entry in driver.get_log("browser")
                      if "Content Security Policy" in entry["message"] or entry["level"] == "SEVERE"]
        if violations:
            live.fail(f"the browser reported: {violations}")
        try:
            out, err = process.communicate(timeout=live.DEADLINE)
        except subprocess.TimeoutExpired:
            live.fail("present did not end once the page answered")
        if process.returncode != 0:
            live.fail(f"present ended with {process.returncode}: {err}")
        expected = ANSWERS[(dialect, answer)] + "\n"
        if out != expected:
            live.fail(f"{dialect}: present printed {out!r}, not {expected!r}")
    finally:
        if driver is not None:
            driver.quit()
        if process.poll() is None:
            process.kill()
            process.wait()


def click_second(driver, buttons):
    buttons[1].click()


def press_escape(driver, buttons):
    ActionChains(driver).send_keys(Keys.ESCAPE).perform()


def tab_then_enter(driver, buttons):
    ActionChains(driver).send_keys(Keys.TAB).perform()
    live.wait_for(lambda: driver.execute_script("return document.activeElement.dataset.index") == "1",
                  "Tab to move the focus to the second action")
    ActionChains(driver).send_keys(Keys.TAB).perform()
    live.wait_for(lambda: driver.execute_script("return document.activeElement.dataset.index") == "2",
                  "Tab to move the focus to the third action")
    ActionChains(driver).send_keys(Keys.ENTER).perform()


def main():
    if len(sys.argv) != 2:
        live.fail("usage: web_presenter_test.py SHEETCTL", 2)
    sheetctl = os.path.abspath(sys.argv[1])
    folder = tempfile.mkdtemp(prefix="sheetctl-web-")
    try:
        for dialect in ("my", "wx"):
            present(sheetctl, folder, dialect, 1, click_second)
            present(sheetctl, folder, dialect, "cancel", press_escape)
            present(sheetctl, folder, dialect, 2, tab_then_enter)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    print("ok")


if __name__ == "__main__":
    main()
