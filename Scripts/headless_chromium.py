"""Debian's headless Chromium driven by selenium, for the page tests (browser-test.py, browser-test-coverage.py).

The driver is named (/usr/bin/chromedriver), so selenium never tries to download one: nothing outside the package
registries can be reached.
"""

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

CHROMEDRIVER = "/usr/bin/chromedriver"
CHROMIUM = "/usr/bin/chromium"
ARGUMENTS = ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
             "--disable-extensions", "--disable-background-networking")


def start(width, height=1000, arguments=(), prefs=None, capabilities=None):
    """A Chromium window of `width` x `height` with the common arguments, then `arguments`, `prefs` and
    `capabilities`."""
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ARGUMENTS + (f"--window-size={width},{height}",) + tuple(arguments):
        options.add_argument(argument)
    if prefs:
        options.add_experimental_option("prefs", prefs)
    for name, value in (capabilities or {}).items():
        options.set_capability(name, value)
    return webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
