#!/usr/bin/env python3
"""Measures how well `GET /v1/search` finds what people type, on the catalogs a running `names serve` serves.

Queries are generated from the catalog files (the same ones the server loaded), for every country and city:
prefixes of its name as people type them (English, German and French 5 letters, Russian 4, Thai and Arabic 3,
Japanese 2), whole names, Latin transliterations of Russian, Greek and Japanese kana names as people write them
(BGN/PCGN-style and Hepburn tables, not ICU's), and whole names with one typo (a deletion, insertion,
substitution or transposition, chosen from the place's id so every run is the same). A query is left out as
ambiguous when it does not pick out its place: for prefixes, more than five places' names in that language begin
with it; for whole names, transliterations and typos, another place has the same name in that language.

Prefixes are scored twice. The family `prefix` keeps every prefix that up to five places' names begin with (the
issue's rule for "in the top five"): one answer can put only one of those places first, so its recall@1 is
bounded by the ceiling below. The family `prefix-1` is the subset that exactly one place's name in that language
(of any kind: a region counts) begins with, the prefixes that pick out their place by themselves: there, the
place first is what a person typing expects, and nothing but the ranking stands in its way.

For each family it prints the queries asked, the queries left out, recall@1, recall@5, the mean reciprocal rank
(over the first `--limit` results) and the recall@1 ceiling: when several places generate the same query string
(prefixes up to five places share, or names transliterated alike), one answer can put at most one of them first,
so the ceiling is the count of distinct query strings over the count of queries, per language (a query's
language is part of what is asked).

    eval-search.py --url http://127.0.0.1:18490 Catalogs/
"""
import argparse, collections, concurrent.futures, glob, hashlib, json, os, sys, unicodedata, urllib.parse, urllib.request

PREFIXES = [("english", 5), ("german", 5), ("french", 5), ("russian", 4), ("thai", 3), ("arabic", 3), ("japanese", 2)]
WHOLE = ["english", "german", "russian", "thai", "arabic", "japanese"]
TYPOS = [("english", "abcdefghijklmnopqrstuvwxyz"), ("german", "abcdefghijklmnopqrstuvwxyzäöüß"),
         ("russian", "абвгдежзийклмнопрстуфхцчшщыьэюя")]
TARGET_KINDS = {"country", "city"}

RUSSIAN = dict(zip("абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
                   ["a", "b", "v", "g", "d", "e", "e", "zh", "z", "i", "y", "k", "l", "m", "n", "o", "p", "r", "s",
                    "t", "u", "f", "kh", "ts", "ch", "sh", "shch", "", "y", "", "e", "yu", "ya"]))
GREEK = dict(zip("αάβγδεέζηήθιίϊΐκλμνξοόπρσςτυύϋΰφχψωώ",
                 ["a", "a", "v", "g", "d", "e", "e", "z", "i", "i", "th", "i", "i", "i", "i", "k", "l", "m", "n", "x",
                  "o", "o", "p", "r", "s", "s", "t", "y", "y", "y", "y", "f", "ch", "ps", "o", "o"]))
KANA_ROWS = {
    "": "aiueo", "k": "カキクケコ", "s": "サシスセソ", "t": "タチツテト", "n": "ナニヌネノ", "h": "ハヒフヘホ",
    "m": "マミムメモ", "y": "ヤ_ユ_ヨ", "r": "ラリルレロ", "w": "ワ___ヲ", "g": "ガギグゲゴ", "z": "ザジズゼゾ",
    "d": "ダヂヅデド", "b": "バビブベボ", "p": "パピプペポ"}
KANA = {}
for consonant, row in KANA_ROWS.items():
    letters = "アイウエオ" if consonant == "" else row
    for vowel, kana in zip("aiueo", letters):
        if kana != "_":
            KANA[kana] = consonant + vowel
KANA.update({"シ": "shi", "チ": "chi", "ツ": "tsu", "フ": "fu", "ジ": "ji", "ヂ": "ji", "ヅ": "zu", "ヲ": "o",
             "ン": "n", "ヴ": "vu", "ァ": "a", "ィ": "i", "ゥ": "u", "ェ": "e", "ォ": "o"})


def fold(text):
    """Case and Latin accents folded, as a person would not type them."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return unicodedata.normalize("NFC", "".join(c for c in decomposed if not 0x300 <= ord(c) <= 0x36F))


def katakana(text):
    """Hiragana as katakana, so one table reads both."""
    return "".join(chr(ord(c) + 0x60) if 0x3041 <= ord(c) <= 0x3096 else c for c in text)


def romanize(language, name):
    """The name in Latin letters as people write it, or None when the script has no table here."""
    text = fold(name)
    if language == "russian":
        table = RUSSIAN
    elif language == "greek":
        table = GREEK
    elif language == "japanese":
        text, out, i = katakana(text), [], 0
        while i < len(text):
            c = text[i]
            small = text[i + 1] if i + 1 < len(text) else ""
            if c == "ッ" and i + 1 < len(text) and text[i + 1] in KANA:
                out.append(KANA[text[i + 1]][0]); i += 1; continue
            if c == "ー":  # long vowels are usually typed short (Tōkyō → tokyo)
                i += 1; continue
            if c not in KANA:
                return None
            roman = KANA[c]
            if small and small in "ャュョ":
                vowel = {"ャ": "a", "ュ": "u", "ョ": "o"}[small]
                roman = roman[:-1] + vowel if roman in ("shi", "chi", "ji") else roman[:-1] + "y" + vowel
                i += 1
            elif small and small in "ァィゥェォ":
                roman = roman[:-1] + KANA[small]
                i += 1
            out.append(roman); i += 1
        return "".join(out)
    else:
        return None
    if language == "greek":
        # Digraphs as Greeks write them in Latin letters (ELOT 743 style): μπ, ντ, γκ at a word's start are b, d, g.
        for greek, latin in [("ου", "ou"), ("ού", "ou"), ("αυ", "av"), ("ευ", "ev"), ("γγ", "ng")]:
            text = text.replace(greek, latin)
        text = " ".join({"μπ": "b", "ντ": "d", "γκ": "g"}.get(word[:2], word[:2]) + word[2:] for word in text.split(" "))
    out = []
    for c in text:
        if c in table:
            out.append(table[c])
        elif c.isascii():
            out.append(c)
        else:
            return None
    return "".join(out)


def preferred(name):
    return name if isinstance(name, str) or name is None else name.get("preferred")


def load(paths):
    files = []
    for path in paths:
        files += sorted(glob.glob(os.path.join(path, "**", "*.json"), recursive=True)) if os.path.isdir(path) else [path]
    places = []
    for file in files:
        with open(file, encoding="utf-8") as f:
            data = json.load(f)
        places += data.get("places", []) if isinstance(data, dict) else []
    return places


def typo(name, alphabet, seed):
    """One edit of `name`, chosen by `seed`: deletion, insertion, substitution or transposition."""
    digest = hashlib.sha256(seed.encode()).digest()
    kind, position, letter = digest[0] % 4, digest[1] % len(name), alphabet[digest[2] % len(alphabet)]
    if kind == 0:
        return name[:position] + name[position + 1:]
    if kind == 1:
        return name[:position] + letter + name[position:]
    if kind == 2:
        if name[position].lower() == letter:
            letter = alphabet[(digest[2] + 1) % len(alphabet)]
        return name[:position] + letter + name[position + 1:]
    position = min(position, len(name) - 2)
    if name[position] == name[position + 1]:
        return name[:position] + letter + name[position + 1:]
    return name[:position] + name[position + 1] + name[position] + name[position + 2:]


def queries(places, cap):
    """(family, language, query, target id) for every family; and the count left out per (family, language)."""
    names = collections.defaultdict(lambda: collections.defaultdict(set))  # language → folded name → ids
    for place in places:
        for language, name in place.get("names", {}).items():
            text = preferred(name)
            if text:
                names[language][fold(text)].add(place["id"])
    sorted_names = {language: sorted(table) for language, table in names.items()}

    def places_beginning(language, prefix):
        import bisect
        keys = sorted_names.get(language, [])
        start = bisect.bisect_left(keys, prefix)
        ids = set()
        for key in keys[start:]:
            if not key.startswith(prefix):
                break
            ids |= names[language][key]
            if len(ids) > 5:
                break
        return ids

    targets = [p for p in places if p.get("kind") in TARGET_KINDS]
    out, left_out = [], collections.Counter()

    def add(family, language, query, target):
        out.append((family, language, query, target))

    for language, length in PREFIXES:
        for place in targets:
            text = preferred(place.get("names", {}).get(language))
            if not text:
                continue
            prefix = text[:length]
            sharing = len(places_beginning(language, fold(prefix)))
            if sharing > 5:
                left_out[("prefix", language)] += 1
                left_out[("prefix-1", language)] += 1
                continue
            add("prefix", language, prefix, place["id"])
            if sharing > 1:
                left_out[("prefix-1", language)] += 1
                continue
            add("prefix-1", language, prefix, place["id"])
    for language in WHOLE:
        for place in targets:
            text = preferred(place.get("names", {}).get(language))
            if not text:
                continue
            if len(names[language][fold(text)]) > 1:
                left_out[("whole", language)] += 1
                continue
            add("whole", language, text, place["id"])
    for language in ["russian", "greek", "japanese"]:
        for place in targets:
            text = preferred(place.get("names", {}).get(language))
            latin = romanize(language, text) if text else None
            if not latin:
                continue
            if len(names[language][fold(text)]) > 1:
                left_out[("translit", language)] += 1
                continue
            add("translit", language, latin, place["id"])
    for language, alphabet in TYPOS:
        for place in targets:
            text = preferred(place.get("names", {}).get(language))
            if not text or len(text) < 5:
                continue
            wrong = typo(text, alphabet, place["id"] + language)
            if len(names[language][fold(text)]) > 1 or fold(wrong) in names[language]:
                left_out[("typo", language)] += 1
                continue
            add("typo", language, wrong, place["id"])
    # A bounded, deterministic sample per family and language on big catalogs.
    grouped = collections.defaultdict(list)
    for row in out:
        grouped[(row[0], row[1])].append(row)
    sampled = []
    for key, rows in grouped.items():
        if len(rows) > cap:
            rows = sorted(rows, key=lambda r: hashlib.sha256((r[2] + r[3]).encode()).digest())[:cap]
        sampled += rows
    return sampled, left_out


def ask(url, query, language, limit):
    target = f"{url}/v1/search?q={urllib.parse.quote(query)}&lang={language}&limit={limit}"
    with urllib.request.urlopen(target, timeout=30) as response:
        return [r["id"] for r in json.load(response)["results"]]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("catalogs", nargs="+")
    parser.add_argument("--url", required=True)
    parser.add_argument("--limit", type=int, default=10)
    parser.add_argument("--cap", type=int, default=3000, help="at most this many queries per family and language")
    parser.add_argument("--failures", type=int, default=0, help="print this many misses per family and language")
    args = parser.parse_args()
    rows, left_out = queries(load(args.catalogs), args.cap)
    with concurrent.futures.ThreadPoolExecutor(4) as pool:
        answers = list(pool.map(lambda r: ask(args.url, r[2], r[1], args.limit), rows))
    stats = collections.defaultdict(lambda: [0, 0, 0, 0.0, 0])  # queries, @1, @5, reciprocal ranks, distinct
    misses = collections.defaultdict(list)
    asked = set()
    for (family, language, query, target), found in zip(rows, answers):
        first_time = (family, language, query) not in asked
        asked.add((family, language, query))
        for key in [(family, language), (family, "all")]:
            s = stats[key]
            s[0] += 1
            s[4] += first_time
            if found[:1] == [target]: s[1] += 1
            if target in found[:5]: s[2] += 1
            if target in found: s[3] += 1 / (found.index(target) + 1)
        if target not in found[:1]:
            misses[(family, language)].append((query, target, found[:3]))
    for family, language in list(left_out):
        if language != "all":
            left_out[(family, "all")] += left_out[(family, language)]
    print(f"{'family':<10} {'language':<10} {'queries':>8} {'left out':>9} {'recall@1':>9} {'ceiling':>8} "
          f"{'recall@5':>9} {'MRR':>6}")
    order = {"prefix": 0, "prefix-1": 1, "whole": 2, "translit": 3, "typo": 4}
    for key in sorted(stats, key=lambda k: (order[k[0]], k[1] == "all", k[1])):
        n, one, five, rr, distinct = stats[key]
        print(f"{key[0]:<10} {key[1]:<10} {n:>8} {left_out[key]:>9} {100 * one / n:>8.1f}% {100 * distinct / n:>7.1f}% "
              f"{100 * five / n:>8.1f}% {rr / n:>6.3f}")
    if args.failures:
        for key in sorted(misses):
            for query, target, found in misses[key][:args.failures]:
                print(f"miss {key[0]} {key[1]}: {query!r} → want {target}, got {found}", file=sys.stderr)


if __name__ == "__main__":
    main()
