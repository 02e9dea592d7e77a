#!/usr/bin/env python3
"""Draws N distinct autocomplete queries from catalogs, as people type them, for load tests of `GET /v1/search`.

Writes one query per line: a ready URL path, a tab, the query's kind, a tab, its script:

    /v1/search?q=Mos&lang=ru&limit=10<TAB>prefix-3<TAB>Latin

Scripts/search-queries.lua sends them with wrk; Scripts/bench-search-scale.sh and Scripts/bench-server.sh use both.

    Scripts/search-queries.py -o /tmp/queries.tsv                      # 3,000 queries from the shipped Catalogs/
    Scripts/search-queries.py --count 5000 --seed 7 /tmp/placenames-scale/names-1000000.json -o q.tsv

The distribution (targets; each draw is seeded by --seed, so a run gives the same file for the same catalogs):
  - language of the name (weight %): english 18, russian 10, german 9, japanese 9, arabic 8, thai 8,
    chinese-simplified 8, korean 8, french 7, spanish 7, greek 4, hindi 4 -- Latin, Cyrillic, Arabic, Thai, Han or
    Kana, Hangul, Greek and Devanagari script. A language the catalogs do not name any place in is left out (and
    said so); a place without a name in a language simply is not drawn for it.
  - reader `lang`: the name's language (as a BCP 47 tag: en, ru, de, ja, ar, th, zh-Hans, ko, fr, es, el, hi), or
    for 10 % of queries another of those languages (a Thai reader typing a Latin name).
  - kind (share of queries):
      prefix-L   60 %  the first L user-perceived characters of a name, strictly shorter than the name;
                       L is 1 (10 % of prefixes), 2 (20 %), 3 (20 %), 4 (15 %), 5 (12 %), 6 (9 %), 7 (7 %), 8 (7 %):
                       half of the prefixes are 1 to 3 characters long
      whole      15 %  a whole name
      multiword  10 %  a name's first word, a space and the first 1 to 5 characters of its second word (names of
                       two or more space-separated words; languages without such names give way to others)
      typo       15 %  the first 3 to 8 characters of a name (or the whole name when shorter) with one typo: two
                       neighbouring characters swapped, one dropped or one replaced by another letter of that
                       language's names (as often as it occurs in them), a third each
  - case: in scripts with case, half of the queries are typed in lower case.
Names are the places' preferred names (`"name"` or `{"preferred": ...}`). "Characters" are extended grapheme
clusters as far as the standard library sees them: a letter with its combining marks (accents, Thai and Indic vowel
signs, sara am, joiners), never a byte or code point cut in half. Rejected draws (a name too short for its prefix,
a query drawn before) are drawn again, so the counts printed on stderr are what the file holds, and differ a little
from the targets above: fewer 1-letter prefixes (a language has only so many distinct first letters) and fewer long
prefixes in Han and Hangul, whose names are short. On the shipped catalogs (seed 30) the 3,000 queries are:
    kind: prefix 1,780 (59 %), whole 487 (16 %), typo 423 (14 %), multiword 310 (10 %)
    prefixes of 1 to 8 letters: 149, 370, 408, 263, 202, 156, 113, 119 (52 % of the prefixes are 1 to 3 long)
    language: english 18 %, russian, japanese 10 %, german, chinese-simplified 9 %, korean, arabic 8 %, thai,
    french, spanish 7 %, hindi 4 %, greek 3 %
    script: Latin 41 %, Cyrillic 10 %, Han 9 %, Kana 9 %, Hangul 8 %, Arabic 8 %, Thai 7 %, Devanagari 4 %, Greek 3 %

Catalog files of 64 MB or more (a 10 M-name `placenames-bench generate`) are read place by place, and a seeded
sample of at most --max-places places (the same for a given seed and file) is kept, so memory stays small.
"""
import argparse
import collections
import glob
import json
import os
import random
import sys
import unicodedata
import urllib.parse

LANGUAGES = [  # catalog language, reader's BCP 47 tag, weight (%)
    ("english", "en", 18), ("russian", "ru", 10), ("german", "de", 9), ("japanese", "ja", 9),
    ("arabic", "ar", 8), ("thai", "th", 8), ("chinese-simplified", "zh-Hans", 8), ("korean", "ko", 8),
    ("french", "fr", 7), ("spanish", "es", 7), ("greek", "el", 4), ("hindi", "hi", 4)]
KINDS = [("prefix", 60), ("whole", 15), ("multiword", 10), ("typo", 15)]
PREFIX_LENGTHS = [(1, 10), (2, 20), (3, 20), (4, 15), (5, 12), (6, 9), (7, 7), (8, 7)]
OTHER_READER = 0.10
LOWER_CASE = 0.5
BIG_FILE = 64 * 1024 * 1024
# Code points that join the character before them, beyond combining marks: ZWJ/ZWNJ, Thai and Lao sara am.
EXTEND = {"\u200d", "\u200c", "\u0e33", "\u0eb3"}


def graphemes(text):
    """`text` cut into user-perceived characters: a base with its combining marks and joiners."""
    out = []
    for char in text:
        joins = out and (unicodedata.category(char) in ("Mn", "Mc", "Me") or char in EXTEND
                         or out[-1].endswith("\u200d") or 0xFE00 <= ord(char) <= 0xFE0F)
        if joins:
            out[-1] += char
        else:
            out.append(char)
    return out


def script_of(text):
    """The script of the first letter of `text` (Latin, Cyrillic, Han, Kana, Hangul, ...), modifier letters aside."""
    for char in text:
        if unicodedata.category(char) in ("Lu", "Ll", "Lt", "Lo"):
            word = unicodedata.name(char, "UNKNOWN").split()[0]
            if word.startswith(("HIRAGANA", "KATAKANA")):
                return "Kana"
            return {"CJK": "Han", "IDEOGRAPHIC": "Han", "HANGUL": "Hangul"}.get(word, word.title())
    return "None"


def preferred(name):
    if isinstance(name, str):
        return name
    if isinstance(name, dict) and isinstance(name.get("preferred"), str):
        return name["preferred"]
    return None


def catalog_files(paths):
    files = []
    for path in paths:
        if os.path.isdir(path):
            files += sorted(glob.glob(os.path.join(path, "**", "*.json"), recursive=True))
        else:
            files.append(path)
    return files


def stream_places(path):
    """The places of one big catalog file, one at a time (the top-level object's "places" array)."""
    decoder = json.JSONDecoder()
    with open(path, encoding="utf-8") as file:
        buffer, eof = "", False
        while True:
            chunk = file.read(1 << 20)
            if not chunk:
                return
            buffer += chunk
            at = buffer.find('"places"')
            bracket = buffer.find("[", at) if at >= 0 else -1
            if bracket >= 0:
                buffer = buffer[bracket + 1:]
                break
        position = 0
        while True:
            while position < len(buffer) and buffer[position] in " \t\r\n,":
                position += 1
            if position >= len(buffer) and not eof:
                chunk = file.read(1 << 20)
                buffer, position, eof = buffer[position:] + chunk, 0, not chunk
                continue
            if position >= len(buffer) or buffer[position] == "]":
                return
            try:
                place, end = decoder.raw_decode(buffer, position)
            except json.JSONDecodeError:
                if eof:
                    raise
                chunk = file.read(1 << 20)
                buffer, position, eof = buffer[position:] + chunk, 0, not chunk
                continue
            yield place
            position = end


def places_of(path):
    if os.path.getsize(path) >= BIG_FILE:
        yield from stream_places(path)
        return
    with open(path, encoding="utf-8") as file:
        data = json.load(file)
    if isinstance(data, dict) and isinstance(data.get("places"), list):
        yield from data["places"]


def load_names(paths, max_places, rng):
    """A seeded sample (reservoir) of at most max_places places, each as {language: preferred name}."""
    wanted = {language for language, _, _ in LANGUAGES}
    sample, seen, total = [], 0, 0
    for path in catalog_files(paths):
        for place in places_of(path):
            total += 1
            names = place.get("names") if isinstance(place, dict) else None
            if not isinstance(names, dict):
                continue
            kept = {}
            for language, name in names.items():
                text = preferred(name)
                if language in wanted and text and text.strip():
                    kept[language] = unicodedata.normalize("NFC", text.strip())
            if not kept:
                continue
            seen += 1
            if len(sample) < max_places:
                sample.append(kept)
            else:
                slot = rng.randrange(seen)
                if slot < max_places:
                    sample[slot] = kept
    return sample, seen, total


def weighted(rng, pairs):
    return rng.choices([value for value, _ in pairs], weights=[weight for _, weight in pairs])[0]


def typo(rng, characters, alphabet):
    """`characters` (a list of graphemes) with one typo: a swap of two neighbours, a drop or a replacement (by a
    letter of the language's names, common letters more often: `alphabet` is (letter, count) pairs)."""
    edits = ["swap", "drop", "replace"]
    rng.shuffle(edits)
    for edit in edits:
        if edit == "swap":
            spots = [i for i in range(len(characters) - 1)
                     if characters[i] != characters[i + 1] and not characters[i].isspace()
                     and not characters[i + 1].isspace()]
            if spots:
                i = rng.choice(spots)
                return characters[:i] + [characters[i + 1], characters[i]] + characters[i + 2:]
        elif edit == "drop" and len(characters) >= 3:
            i = rng.randrange(len(characters))
            return characters[:i] + characters[i + 1:]
        elif edit == "replace":
            i = rng.randrange(len(characters))
            others = [(letter, count) for letter, count in alphabet if letter != characters[i].lower()]
            if others and not characters[i].isspace():
                return characters[:i] + [weighted(rng, others)] + characters[i + 1:]
    return None


def draw(names_by_language, multiword, alphabets, count, rng):
    """(url, kind, script) for `count` distinct queries (fewer, with a warning, if the catalogs run out)."""
    languages = [(language, weight) for language, _, weight in LANGUAGES if names_by_language.get(language)]
    multi_languages = [(language, weight) for language, weight in languages if multiword.get(language)]
    tags = {language: tag for language, tag, _ in LANGUAGES}
    queries, seen, attempts = [], set(), 0
    if not languages:
        return queries
    while len(queries) < count and attempts < count * 100:
        attempts += 1
        kind = weighted(rng, KINDS)
        if kind == "multiword":
            if not multi_languages:
                continue
            language = weighted(rng, multi_languages)
            words = rng.choice(multiword[language])
            second = graphemes(words[1])
            query = words[0] + " " + "".join(second[:rng.randint(1, min(5, len(second)))])
        else:
            language = weighted(rng, languages)
            characters = graphemes(rng.choice(names_by_language[language]))
            if kind == "prefix":
                length = weighted(rng, PREFIX_LENGTHS)
                for _ in range(30):  # a name longer than the prefix, if the language has one
                    if len(characters) > length:
                        break
                    characters = graphemes(rng.choice(names_by_language[language]))
                if len(characters) <= length:
                    continue
                query = "".join(characters[:length]).rstrip()
                kind = f"prefix-{len(graphemes(query))}"
            elif kind == "whole":
                query = "".join(characters)
            else:
                if len(characters) < 3:
                    continue
                changed = typo(rng, characters[:rng.randint(3, 8)], alphabets[language])
                if changed is None:
                    continue
                query = "".join(changed).strip()
        if not query:
            continue
        if rng.random() < LOWER_CASE:
            query = query.lower()
        tag = tags[language]
        if len(languages) > 1 and rng.random() < OTHER_READER:
            tag = tags[weighted(rng, [(other, weight) for other, weight in languages if other != language])]
        url = "/v1/search?q=" + urllib.parse.quote(query, safe="") + "&lang=" + tag + "&limit=10"
        if url in seen:
            continue
        seen.add(url)
        queries.append((url, kind, script_of(query), language, tag))
    return queries


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("catalogs", nargs="*", help="catalog files or folders (default: the shipped Catalogs/)")
    parser.add_argument("-n", "--count", type=int, default=3000, help="distinct queries to draw (default 3000)")
    parser.add_argument("--seed", type=int, default=30, help="seed of every random choice (default 30)")
    parser.add_argument("--max-places", type=int, default=60000, help="places sampled from the catalogs")
    parser.add_argument("-o", "--output", help="where to write the queries (default: stdout)")
    args = parser.parse_args()
    paths = args.catalogs or [os.path.join(here, "..", "Catalogs")]
    missing = [path for path in paths if not os.path.exists(path)]
    if missing:
        sys.exit(f"search-queries: no such catalog file or folder: {', '.join(missing)}")

    rng = random.Random(args.seed)
    sample, seen, total = load_names(paths, args.max_places, rng)
    names_by_language = collections.defaultdict(list)
    multiword = collections.defaultdict(list)
    alphabets = collections.defaultdict(collections.Counter)
    for place in sample:
        for language, name in place.items():
            names_by_language[language].append(name)
            words = name.split()
            if len(words) >= 2:
                multiword[language].append(words)
            letters = [c.lower() for c in graphemes(name) if unicodedata.category(c[0]).startswith("L")]
            alphabets[language].update(letters)
    alphabets = {language: sorted(letters.items()) for language, letters in alphabets.items()}
    absent = [language for language, _, _ in LANGUAGES if not names_by_language.get(language)]

    queries = draw(names_by_language, multiword, alphabets, args.count, rng)
    if not queries:
        sys.exit(f"search-queries: the catalogs name no place in any of: {', '.join(l for l, _, _ in LANGUAGES)}")
    lines = "".join(f"{url}\t{kind}\t{script}\n" for url, kind, script, _, _ in queries)
    if args.output:
        with open(args.output + ".tmp", "w", encoding="utf-8") as file:
            file.write(lines)
        os.replace(args.output + ".tmp", args.output)
    else:
        sys.stdout.write(lines)

    def shares(counter):
        return ", ".join(f"{key} {value} ({100 * value / len(queries):.0f} %)" for key, value in counter.most_common())

    log = sys.stderr
    print(f"search-queries: {len(queries)} distinct queries (seed {args.seed}) drawn from {len(sample)} places; the"
          f" catalogs hold {total} places, {seen} of them with a name in one of the {len(LANGUAGES)} languages",
          file=log)
    if absent:
        print(f"  no names in: {', '.join(absent)} (left out)", file=log)
    if len(queries) < args.count:
        print(f"  warning: only {len(queries)} distinct queries could be drawn, not {args.count}", file=log)
    kinds = collections.Counter(kind for _, kind, _, _, _ in queries)
    print("  kind:     " + shares(collections.Counter(k.split("-")[0] for k in kinds.elements())), file=log)
    print("  prefixes: " + ", ".join(f"{n} letters {kinds[f'prefix-{n}']}" for n in range(1, 9)), file=log)
    print("  language: " + shares(collections.Counter(language for _, _, _, language, _ in queries)), file=log)
    print("  script:   " + shares(collections.Counter(script for _, _, script, _, _ in queries)), file=log)
    other = sum(1 for _, _, _, language, tag in queries if tag != dict((l, t) for l, t, _ in LANGUAGES)[language])
    print(f"  reader lang other than the name's language: {other} ({100 * other / max(1, len(queries)):.0f} %)",
          file=log)


if __name__ == "__main__":
    main()
