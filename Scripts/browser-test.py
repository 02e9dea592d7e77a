#!/usr/bin/env python3
"""Drives the explorer page of a running `names serve` (shipped catalogs) in headless Chromium.

    Scripts/browser-test.py http://127.0.0.1:PORT [SCREENSHOT_FOLDER]

A German reader (Accept-Language: de-DE, de, en) types "bangk", chooses the city Bangkok with the arrow keys and
Enter, then shows it in Thai and in Arabic, then finds Phra Nakhon, which no language of a German reader names (only Thai does), then the
cities of Thailand for "chiang" with the kind and country filters; each step is checked (names, languages, direction) and photographed into
SCREENSHOT_FOLDER (default .build/explorer-screenshots). Needs Debian's chromium and chromium-driver (the driver is
named explicitly: selenium's own driver manager would try to download one) and PyPI's selenium.
"""

import sys
import time
from pathlib import Path

import headless_chromium
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

ROOT = Path(__file__).resolve().parent.parent
BANGKOK = "geonames:1609350"  # the city, not the province iso3166-2:TH-10, which is also called Bangkok

failures = []


def expect(condition, message):
    if not condition:
        failures.append(message)
        print(f"browser-test: error: {message}")


def start_browser():
    # German first, so the page's "your browser's languages" is seen doing its work.
    return headless_chromium.start(1100, arguments=("--lang=de-DE", "--accept-lang=de-DE,de,en"),
                                   prefs={"intl.accept_languages": "de-DE,de,en"})


def main(base, folder):
    folder.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    browser = start_browser()
    wait = WebDriverWait(browser, 20)
    step = 0

    def screenshot(name):
        nonlocal step
        step += 1
        path = folder / f"{step}-{name}.png"
        browser.save_screenshot(str(path))
        print(f"browser-test: screenshot {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")

    def text(selector):
        return browser.find_element(By.CSS_SELECTOR, selector).text

    def direction(selector):
        return browser.execute_script(
            "return getComputedStyle(document.querySelector(arguments[0])).direction", selector)

    def switch_to(value, language, name, tag, writing):
        """Picks `value` in the language picker and checks the place's heading: name, lang, dir, and the chain."""
        Select(browser.find_element(By.ID, "lang")).select_by_value(value)
        wait.until(lambda b: text("#names-heading").endswith(f"in {language} order"))
        expect(text("#place-name") == name, f"the {language} name shown is {text('#place-name')!r}")
        heading = browser.find_element(By.ID, "place-name")
        expect(heading.get_attribute("lang") == tag and heading.get_attribute("dir") == writing,
               f"the {language} name has lang={heading.get_attribute('lang')} dir={heading.get_attribute('dir')}")
        expect(direction("#place-name") == writing, f"the {language} name is not shown {writing}")
        chain = [li.text for li in browser.find_elements(By.CSS_SELECTOR, "#place-chain li")]
        expect(chain == [language, "English"],
               f"the fallback chain is {chain}, not {language} → English")

    try:
        browser.get(base + "/")
        wait.until(lambda b: len(b.find_elements(By.CSS_SELECTOR, "#lang option")) > 10)
        search = browser.find_element(By.ID, "q")
        expect(browser.find_element(By.CSS_SELECTOR, "label[for=q]").text == "Find a place", "the search box has no label")
        expect(search.get_attribute("role") == "combobox", "the search box is not an ARIA combobox")

        # Typing, as a person would, one key at a time: suggestions come from /v1/search in the browser's language.
        search.click()
        search.send_keys("bangk")
        wait.until(lambda b: b.find_element(By.ID, "suggestions").is_displayed()
                   and "Bangkok" in b.find_element(By.ID, "suggestions").text)
        options = browser.find_elements(By.CSS_SELECTOR, "#suggestions [role=option]")
        expect(search.get_attribute("aria-expanded") == "true", "aria-expanded is not true with suggestions shown")
        expect(options[0].text.startswith("Bangkok"), f"the first suggestion is {options[0].text!r}, not Bangkok")
        expect(browser.find_element(By.ID, "lang").find_elements(By.TAG_NAME, "option")[0].text
               == "Your browser’s languages (German)", "the picker does not say the browser's language is German")
        screenshot("suggestions-for-bangk")

        # The arrow keys move through the suggestions and Enter picks one: the city, not the province.
        for _ in range(len(options)):
            search.send_keys(Keys.ARROW_DOWN)
            active = browser.find_element(By.ID, search.get_attribute("aria-activedescendant"))
            if active.get_attribute("aria-selected") == "true" and "city" in active.text and "Bangkok" in active.text:
                break
        else:
            expect(False, "no suggestion is the city Bangkok")
        screenshot("city-chosen-with-arrow-keys")
        search.send_keys(Keys.ENTER)
        wait.until(lambda b: b.find_element(By.ID, "place").is_displayed() and text("#place-id") == BANGKOK)
        expect(text("#place-name") == "Bangkok", f"the German name shown is {text('#place-name')!r}")
        expect(text("#place-language") == "German", f"the language shown is {text('#place-language')!r}")
        # The label and the country in the reader's language (issue 27), not the country's code.
        expect(text("#place-label") == "Bangkok, Thailand", f"the label shown is {text('#place-label')!r}")
        expect(text("#place-country") == "Thailand", f"the country shown is {text('#place-country')!r}")
        expect([li.text for li in browser.find_elements(By.CSS_SELECTOR, "#place-chain li")] == ["German", "English"],
               "the fallback chain is not German → English")
        expect(browser.execute_script("return document.activeElement.id") == "q", "picking moved the focus away")
        screenshot("bangkok-in-german")

        # Thai: the name in Thai script, left to right, and every name in Thai collation order.
        switch_to("thai", "Thai", "กรุงเทพ", "th", "ltr")
        names = browser.find_elements(By.CSS_SELECTOR, "#names li .name")
        expect(len(names) > 100, f"only {len(names)} names are listed")
        shown = browser.find_element(By.CSS_SELECTOR, "#names li.shown .name")
        expect(shown.text == "กรุงเทพ", "the Thai name is not the one marked in the list")
        # Thai collation (CLDR) sorts Thai script before Latin: the one Thai name comes first, then Afrikaans'
        # "Bangkok" (Latin, by language after equal names).
        expect([name.text for name in names[:2]] == ["กรุงเทพ", "Bangkok"],
               f"the names do not start in Thai order: {[name.text for name in names[:3]]}")
        arabic = browser.find_element(By.CSS_SELECTOR, '#names li[data-language="arabic"] .name')
        expect(arabic.text == "بانكوك" and arabic.get_attribute("dir") == "rtl",
               "the Arabic name in the list is not بانكوك written right to left")
        hebrew = browser.find_element(By.CSS_SELECTOR, '#names li[data-language="hebrew"] .name')
        expect(hebrew.get_attribute("dir") == "rtl", "the Hebrew name in the list is not right to left")
        screenshot("bangkok-in-thai")

        # Arabic: right to left, and the list in Arabic collation order (CLDR: Arabic script first).
        switch_to("arabic", "Arabic", "بانكوك", "ar", "rtl")
        first = browser.find_element(By.CSS_SELECTOR, "#names li .name")
        expect(first.get_attribute("dir") == "rtl",
               f"Arabic collation does not put an Arabic-script name first: {first.text!r}")
        screenshot("bangkok-in-arabic")

        # A city no language of the reader names: its default name, said to be one (issue 26). Phra Nakhon has a
        # Thai name since issue 44 (its Thai-script alias), but none in German or English.
        Select(browser.find_element(By.ID, "lang")).select_by_value("german")
        search.clear()
        search.send_keys("phra nakhon")
        wait.until(lambda b: "Phra Nakhon" in b.find_element(By.ID, "suggestions").text)
        options = browser.find_elements(By.CSS_SELECTOR, "#suggestions [role=option]")
        chosen = next((o for o in options if o.text.startswith("Phra Nakhon") and "default name" in o.text), None)
        expect(chosen is not None, f"no suggestion shows Phra Nakhon as a default name: {[o.text for o in options]}")
        if chosen is not None:
            chosen.click()
            wait.until(lambda b: text("#place-name") == "Phra Nakhon")
            expect(text("#place-language").startswith("Default name, language not stated"),
                   f"the language shown for a default name is {text('#place-language')!r}")
            screenshot("default-name")

        # The filters (issue 43): Thai names, cities only, in Thailand (the country picked by its Thai name, the
        # countries listed in Thai collation order): "chiang" suggests Chiang Mai, then Chiang Rai, no region.
        Select(browser.find_element(By.ID, "lang")).select_by_value("thai")
        # Read in one script: the picker is refilled in the new language while this waits.
        country_options = "return [...document.querySelectorAll('#country option')].map(o => o.textContent)"
        wait.until(lambda b: "ไทย (TH)" in b.execute_script(country_options))
        countries = browser.execute_script(country_options)
        expect(len(countries) > 240, f"only {len(countries)} countries can be picked")
        def filtered_suggestions(kind, country, query, first):
            """The suggestions for `query` with the kind picked and the country picked by its value (`TH`)."""
            Select(browser.find_element(By.ID, "kind")).select_by_value(kind)
            Select(browser.find_element(By.ID, "country")).select_by_value(country)
            search.clear()
            search.send_keys(query)
            wait.until(lambda b: first in b.find_element(By.ID, "suggestions").text)
            return [o.text for o in browser.find_elements(By.CSS_SELECTOR, "#suggestions [role=option]")]

        expect("ไทย (TH)" in countries, "Thailand is not listed by its Thai name")
        options = filtered_suggestions("city", "TH", "chiang", "เชียงใหม่")
        expect(len(options) > 2 and options[0].startswith("เชียงใหม่") and options[1].startswith("เชียงราย"),
               f"cities of Thailand for 'chiang' are not Chiang Mai, then Chiang Rai: {options}")
        expect(all("city ·" in option and "ไทย" in option for option in options),
               f"a place that is not a city of Thailand is suggested: {options}")
        screenshot("filters-thai-cities-in-thailand")
        # Towns and villages (issue 44): a village of the Alps, found by its first letters with the village filter.
        options = filtered_suggestions("village", "CH", "anderm", "Andermatt")
        expect(options and options[0].startswith("Andermatt") and all("village ·" in o for o in options),
               f"villages of Switzerland for 'anderm' do not start with Andermatt: {options}")
        screenshot("filters-villages-in-switzerland")
        Select(browser.find_element(By.ID, "kind")).select_by_value("")
        Select(browser.find_element(By.ID, "country")).select_by_value("")
        wait.until(lambda b: "region ·" in b.find_element(By.ID, "suggestions").text)
        search.send_keys(Keys.ESCAPE)

        # What is here (issue 27): a position typed as maps copy it, the nearest places with their labels in Thai.
        position = browser.find_element(By.ID, "position")
        expect(browser.find_element(By.CSS_SELECTOR, "label[for=position]").text == "Or what is here?",
               "the position box has no label")
        position.send_keys("13.7563, 100.5018", Keys.ENTER)
        wait.until(lambda b: b.find_element(By.ID, "nearby").is_displayed())
        nearby = browser.find_elements(By.CSS_SELECTOR, "#nearby button")
        expect(len(nearby) == 5, f"{len(nearby)} places are shown near Bangkok, not 5")
        first = nearby[0].find_element(By.CSS_SELECTOR, ".name")
        expect(first.text == "กรุงเทพ กรุงเทพมหานคร ไทย" and first.get_attribute("lang") == "th",
               f"the nearest place is {first.text!r} (lang={first.get_attribute('lang')}), not Bangkok's Thai label")
        expect(nearby[0].find_element(By.CSS_SELECTOR, ".meta").text == "261 m",
               f"Bangkok's distance shows as {nearby[0].find_element(By.CSS_SELECTOR, '.meta').text!r}")
        screenshot("what-is-here-in-thai")
        nearby[0].click()
        wait.until(lambda b: text("#place-id") == BANGKOK and b.find_element(By.ID, "place").is_displayed())
        position.clear()
        position.send_keys("91, 100", Keys.ENTER)
        wait.until(lambda b: "out of range" in text("#status"))
        expect(text("#status") == "lat must be from -90 to 90 degrees; 91 is out of range",
               f"a position out of range says {text('#status')!r}")
        expect(not browser.find_element(By.ID, "nearby").is_displayed(), "places are still listed for a bad position")

        # Nothing but this server was asked for anything.
        resources = browser.execute_script(
            "return performance.getEntriesByType('resource').map(e => e.name).concat([location.href])")
        foreign = [url for url in resources if not url.startswith(base + "/")]
        expect(not foreign, f"the page asked other servers: {foreign}")
    finally:
        browser.quit()
    print(f"browser-test: {step} steps in {time.monotonic() - started:.1f} s, "
          f"{'all checks passed' if not failures else f'{len(failures)} failed'}")
    return 1 if failures else 0


if __name__ == "__main__":
    if len(sys.argv) not in (2, 3):
        print("usage: Scripts/browser-test.py http://127.0.0.1:PORT [SCREENSHOT_FOLDER]", file=sys.stderr)
        sys.exit(2)
    screenshots = Path(sys.argv[2]) if len(sys.argv) == 3 else ROOT / ".build/explorer-screenshots"
    sys.exit(main(sys.argv[1].rstrip("/"), screenshots.resolve()))
