"""What the browser tests share: headless Chromium driven by Selenium, or a clear exit (2) when
either is missing, and `fail`, which ends a test with its reason."""

import shutil
import sys


def fail(message, code=1):
    print(f"FAIL: {message}", file=sys.stderr)
    sys.exit(code)


try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
except ImportError:
    fail("selenium is not installed (python3 -m pip install selenium; .ci/run installs it)", 2)

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")
if CHROMIUM is None or CHROMEDRIVER is None:
    fail("headless Chromium is needed: apt-get install chromium chromium-driver (.ci/run installs them)", 2)


def start(folder, width, height, browser_log=False):
    """Headless Chromium with its profile in FOLDER and a WIDTH × HEIGHT window; with BROWSER_LOG
    its console (Content-Security-Policy violations included) can be read."""
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}", f"--user-data-dir={folder}/profile"):
        options.add_argument(argument)
    if browser_log:
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
