#!/usr/bin/env python3
"""Checks the coverage page of a running `names serve` (shipped catalogs) in headless Chromium.

    Scripts/browser-test-coverage.py http://127.0.0.1:PORT [SCREENSHOT_FOLDER]

Follows the explorer's link to /coverage, then checks what a curator sees: a bar per language whose drawn length
is its share of the places (against /v1/languages' own counts), Thai, Arabic and CJK languages named in their own
script (Arabic right to left), a bar per kind, the country × language grid with a figure and a tooltip in every
cell, and nothing fetched or blocked. Screenshots of the top, the Thai rows and the grid go to SCREENSHOT_FOLDER
(default .build/explorer-screenshots). Needs Debian's chromium, chromium-driver and Noto fonts, and PyPI's selenium.
"""

import json
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import headless_chromium
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ROOT = Path(__file__).resolve().parent.parent
# Languages whose own names need Thai, Arabic and CJK fonts: (raw value, own name, direction, fontconfig language).
OWN_NAMES = [
    ("thai", "ไทย", "ltr", "th"),
    ("arabic", "العربية", "rtl", "ar"),
    ("persian", "فارسی", "rtl", "fa"),
    ("japanese", "日本語", "ltr", "ja"),
    ("chinese-simplified", "简体中文", "ltr", "zh-cn"),
    ("chinese-traditional", "繁體中文", "ltr", "zh-tw"),
    ("korean", "한국어", "ltr", "ko"),
]

failures = []


def expect(condition, message):
    if not condition:
        failures.append(message)
        print(f"browser-test-coverage: error: {message}")


def start_browser():
    # Console messages, so a style the Content-Security-Policy blocked is a failure, not a silently bare page.
    return headless_chromium.start(1280, capabilities={"goog:loggingPrefs": {"browser": "ALL"}})


def main(base, folder):
    folder.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    for _, _, _, language in OWN_NAMES:
        fonts = subprocess.run(["fc-list", f":lang={language}"], capture_output=True, text=True).stdout
        expect(fonts.strip(), f"no font for {language} is installed (fonts-noto-core, fonts-noto-cjk)")
    with urllib.request.urlopen(base + "/v1/languages") as answer:
        served = json.load(answer)
    counts = {entry["language"]: entry["places"] for entry in served["languages"]}

    browser = start_browser()
    wait = WebDriverWait(browser, 60)

    def screenshot(name, selector=None):
        if selector:
            browser.execute_script("document.querySelector(arguments[0]).scrollIntoView({block: 'center'})", selector)
        path = folder / f"coverage-{name}.png"
        browser.save_screenshot(str(path))
        print(f"browser-test-coverage: screenshot {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")

    def script(code, *arguments):
        return browser.execute_script(code, *arguments)

    try:
        browser.get(base + "/")
        link = wait.until(lambda b: b.find_element(By.CSS_SELECTOR, 'footer a[href="/coverage"]'))
        link.click()
        wait.until(lambda b: b.find_elements(By.CSS_SELECTOR, "#languages tbody tr"))
        expect(browser.current_url == base + "/coverage", f"the explorer's link led to {browser.current_url}")
        expect(browser.title.startswith(f"Name coverage: {served['places']:,} places"), f"the title is {browser.title!r}")

        # One row per language /v1/languages knows, each bar as long as its share of the places.
        rows = script("""
            return [...document.querySelectorAll('#languages tbody tr')].map(row => ({
                id: row.id, named: row.cells[3].textContent, title: row.cells[2].title,
                track: row.querySelector('.track').getBoundingClientRect().width,
                fill: row.querySelector('.fill') ? row.querySelector('.fill').getBoundingClientRect().width : 0}))""")
        expect(len(rows) == len(counts), f"{len(rows)} language rows for {len(counts)} languages served")
        for row in rows:
            language = row["id"].removeprefix("language-")
            places = counts.get(language)
            expect(places is not None and int(row["named"].replace(",", "")) == places,
                   f"{language}: the page says {row['named']} places named, /v1/languages {places}")
            if places is None:
                continue
            drawn = places / served["places"] * row["track"]
            expect(abs(row["fill"] - max(drawn, 2)) <= 1.5,
                   f"{language}: its bar is {row['fill']:.1f} px of {row['track']:.1f}, not {drawn:.1f}")
            expect(f"{places:,} of {served['places']:,} places named" in row["title"],
                   f"{language}: the bar's tooltip is {row['title']!r}")

        for language, own, direction, _ in OWN_NAMES:
            found = browser.find_elements(By.CSS_SELECTOR, f"#language-{language} .native")
            expect(found and found[0].text == own, f"{language}'s own name is not shown as {own}")
            if found:
                shown = script("""const box = arguments[0].getBoundingClientRect();
                    return [getComputedStyle(arguments[0]).direction, box.width, box.height]""", found[0])
                expect(shown[0] == direction, f"{language}'s own name is written {shown[0]}, not {direction}")
                expect(shown[1] > 10 and shown[2] > 10, f"{language}'s own name takes {shown[1]}×{shown[2]} px")
        screenshot("top")
        screenshot("thai-rows", "#language-thai")

        # Kinds: a bar each, most places first: the villages and towns of GeoNames' cities500 (issue 44), then cities.
        kinds = script("return [...document.querySelectorAll('#kinds tbody tr')].map(r => r.cells[0].textContent)")
        expect(kinds[:5] == ["village", "city", "town", "region", "district"], f"the kinds are {kinds}")
        expect(len(browser.find_elements(By.CSS_SELECTOR, "#kinds tbody .fill")) == len(kinds), "a kind has no bar")

        # The grid: a shaded cell with a figure and a tooltip for every country and language.
        grid = script("""
            const head = [...document.querySelectorAll('#countries thead th')].map(th => th.textContent);
            const cells = [...document.querySelectorAll('#countries tbody tr')].map(row =>
                [...row.querySelectorAll('td.cell')].map(td =>
                    [td.textContent, td.title, getComputedStyle(td).backgroundColor]));
            return {head, cells};""")
        # The languages that name most places first: Japanese since issue 44 named 10,651 cities, towns and villages
        # by their kana aliases.
        expect(len(grid["head"]) == 23 and grid["head"][3:6] == ["ja", "ru", "ar"],
               f"the grid's columns are {grid['head']}")
        expect(len(grid["cells"]) == 30, f"the grid has {len(grid['cells'])} countries")
        shades = []
        for row in grid["cells"]:
            expect(len(row) == 21, f"a country has {len(row)} cells")
            for figure, title, background in row:
                expect(figure and " of " in title, f"a cell shows {figure!r} with the tooltip {title!r}")
                shaded = background not in ("rgb(255, 255, 255)", "rgba(0, 0, 0, 0)")
                expect(shaded == (figure != "0"), f"a cell showing {figure} has the background {background}")
                red, green, blue = (float(part) for part in background.strip("rgba()").split(",")[:3])
                shades.append((0.5 if figure == "<1" else int(figure), 0.2126 * red + 0.7152 * green + 0.0722 * blue))
        # A larger share is never shaded lighter than a smaller one.
        shades.sort()
        darker = [b for a, b in zip(shades, shades[1:]) if a[0] < b[0] and b[1] > a[1] + 0.01]
        expect(not darker, f"{len(darker)} cells are lighter than a cell with a smaller share")
        screenshot("grid", "#countries-heading")

        # Nothing fetched, nothing blocked.
        resources = script("return performance.getEntriesByType('resource').map(e => e.name)")
        expect(not resources, f"the page fetched {resources}")
        # Chromium asks every site for /favicon.ico, which the service does not have: not the page's doing.
        problems = [entry["message"] for entry in browser.get_log("browser")
                    if entry["level"] in ("SEVERE", "WARNING") and "/favicon.ico " not in entry["message"]]
        expect(not problems, f"the browser reported {problems}")
    finally:
        browser.quit()
    print(f"browser-test-coverage: {len(OWN_NAMES)} own names, {len(counts)} languages, "
          f"{time.monotonic() - started:.1f} s, {'all checks passed' if not failures else f'{len(failures)} failed'}")
    return 1 if failures else 0


if __name__ == "__main__":
    if len(sys.argv) not in (2, 3):
        print("usage: Scripts/browser-test-coverage.py http://127.0.0.1:PORT [SCREENSHOT_FOLDER]", file=sys.stderr)
        sys.exit(2)
    screenshots = Path(sys.argv[2]) if len(sys.argv) == 3 else ROOT / ".build/explorer-screenshots"
    sys.exit(main(sys.argv[1].rstrip("/"), screenshots.resolve()))
