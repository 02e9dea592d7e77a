#!/usr/bin/env python3
"""Prepares a soak run of `names serve` (Scripts/soak.sh) from a copy of the catalogs.

Writes, into OUT:
  mix-data.lua          real ids, look-up bodies and search queries for Scripts/soak-mix.lua
  variants/good.json    the probe file as shipped
  variants/renamed.json the same with the probe place's English name changed (a valid catalog)
  variants/broken-json.json       not JSON (cut in the middle)
  variants/unknown-language.json  a name under a language key no catalog may use
  variants/duplicate-id.json      another place given the probe place's id
and prints the probe place's id, its English name as shipped and as renamed, one per line.

With `damage SNAPSHOT OUT` instead, writes damaged copies of a snapshot (`names snapshot`) for the snapshot soak
(SNAPSHOT=1 Scripts/soak.sh), each of which `names serve` must refuse:
  OUT/truncated.snapshot  the first half of the file
  OUT/flipped.snapshot    one byte flipped in the middle of the largest section (its checksum catches it)
  OUT/signature.snapshot  the signature's first byte changed

Usage: soak-prepare.py CATALOG_FOLDER PROBE_FILE OUT
       soak-prepare.py damage SNAPSHOT OUT
"""
import glob
import json
import os
import random
import struct
import sys
import urllib.parse

PROBE_ID = "geonames:1609350"  # Bangkok (tz:Asia/Bangkok)
RENAMED = "Bangkok (soak)"

# Languages readers ask for: raw values, BCP 47 tags, lists; each decodes to a known language.
LANGS = ["th", "th-TH,en", "en", "en-GB", "ja", "zh-Hant-HK", "zh-TW", "zh-Hans", "sr-Latn", "sr", "de",
         "fr-CA", "ar", "ru", "hi", "ko", "pt-BR", "es-419", "thai,english", "chinese-traditional",
         "serbian-latin,german", "uk", "el", "he", "km", "lo", "my", "vi"]
# The last is malformed in part: the service skips what it cannot read and negotiates the rest (200).
ACCEPT = ["th-TH,th;q=0.9,en;q=0.5", "sr-Latn, de;q=0.5", "ja", "en-US,en;q=0.9", "zh-Hant-TW, zh;q=0.8",
          "fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5", "ru-RU", "ar-EG,ar;q=0.9", "*", "en;q=abc, ;;"]


def quote(text, safe=""):
    return urllib.parse.quote(text, safe=safe)


def lua_string(text):
    """A Lua string literal of `text`'s UTF-8 bytes, escaped byte by byte where needed."""
    out = []
    for byte in text.encode("utf-8"):
        char = chr(byte)
        if char in '"\\' or byte < 0x20 or byte >= 0x7f:
            out.append("\\%d" % byte)
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def lua_list(name, items):
    return name + " = {\n" + ",\n".join("  " + lua_string(item) for item in items) + "\n}\n"


def preferred(name):
    return name if isinstance(name, str) else name["preferred"]


def damage(snapshot, out):
    """Writes the damaged copies of SNAPSHOT described above into OUT (SNAPSHOT.md, "The file")."""
    with open(snapshot, "rb") as file:
        data = bytearray(file.read())
    order = "<" if struct.unpack_from("<I", data, 8)[0] == 0x01020304 else ">"
    count = struct.unpack_from(order + "I", data, 16)[0]
    sections = [struct.unpack_from(order + "IIQQ", data, 64 + 32 * n) for n in range(count)]
    _, _, offset, length = max(sections, key=lambda section: section[3])
    flipped = bytearray(data)
    flipped[offset + length // 2] ^= 0x40
    signature = bytearray(data)
    signature[0] ^= 0x20  # "PNSNAP" -> "pNSNAP"
    os.makedirs(out, exist_ok=True)
    for name, content in [("truncated", data[:len(data) // 2]), ("flipped", flipped), ("signature", signature)]:
        with open(os.path.join(out, name + ".snapshot"), "wb") as file:
            file.write(content)


def main():
    if sys.argv[1] == "damage":
        damage(sys.argv[2], sys.argv[3])
        return
    folder, probe_file, out = sys.argv[1:4]
    rng = random.Random(7)
    places = []
    for path in sorted(glob.glob(os.path.join(folder, "**", "*.json"), recursive=True)):
        with open(path, encoding="utf-8") as file:
            places += json.load(file)["places"]
    ids = [place["id"] for place in places]

    # Search queries: prefixes and inner pieces of real names in every script, plus the bench's mix.
    queries = ["krung thep", "Bangkok", "bangk", "กรุงเทพ", "バンコク", "曼谷", "par", "mosk", "Моск", "서울",
               "القاهرة", "दिल्ली", "Αθήνα", "ירושלים", "são", "zür", "new y", "san", "st. "]
    while len(queries) < 600:
        # A city no source names in a language is searched by its default name (GeoNames' main name).
        place = rng.choice(places)
        spellings = [preferred(name) for name in place.get("names", {}).values()] or [place.get("defaultName", "")]
        name = rng.choice(spellings)
        start = 0 if rng.random() < 0.7 else rng.randrange(len(name))
        piece = name[start:start + rng.randint(2, 8)].strip()
        if piece:
            queries.append(piece)

    bodies = []
    for index in range(300):
        chosen = rng.sample(ids, rng.randint(1, 120))
        if index % 10 == 0:
            chosen.append("nowhere:%d" % index)  # unknown ids are listed, not fatal
        body = {"ids": chosen}
        if index % 3 == 0:
            body["lang"] = rng.choice(LANGS)
        elif index % 3 == 1:
            body["lang"] = rng.choice(LANGS).split(",")
        bodies.append(json.dumps(body, ensure_ascii=False))
    too_many = json.dumps({"ids": rng.choices(ids, k=1001), "lang": "en"})

    with open(os.path.join(out, "mix-data.lua"), "w", encoding="utf-8") as file:
        # Ids in both spellings the service accepts: `/` percent-encoded or as it is.
        file.write(lua_list("IDS", [quote(i) if n % 2 == 0 else quote(i, safe="/:")
                                    for n, i in enumerate(ids)]))
        file.write(lua_list("LANGS", [quote(lang, safe=",") for lang in LANGS]))
        file.write(lua_list("ACCEPT", ACCEPT))
        file.write(lua_list("QUERIES", [quote(query) for query in queries]))
        file.write(lua_list("BODIES", bodies))
        file.write("TOO_MANY_IDS = " + lua_string(too_many) + "\n")

    with open(probe_file, encoding="utf-8") as file:
        text = file.read()
    at = text.index('"id": "%s"' % PROBE_ID)
    english_key = '"english": "'
    name_start = text.index(english_key, at) + len(english_key)
    name_end = text.index('"', name_start)
    shipped = text[name_start:name_end]
    names_at = text.index('"names": {', at) + len('"names": {')
    next_id = text.index('"id": "', names_at)
    other_id = text[next_id + len('"id": "'):text.index('"', next_id + len('"id": "'))]
    variants = {
        "good": text,
        "renamed": text[:name_start] + RENAMED + text[name_end:],
        "broken-json": text[:len(text) // 2],
        "unknown-language": text[:names_at] + '\n        "klingon": "Bangkok",' + text[names_at:],
        "duplicate-id": text.replace('"id": "%s"' % other_id, '"id": "%s"' % PROBE_ID, 1),
    }
    os.makedirs(os.path.join(out, "variants"), exist_ok=True)
    for name, content in variants.items():
        with open(os.path.join(out, "variants", name + ".json"), "w", encoding="utf-8") as file:
            file.write(content)
    print(PROBE_ID)
    print(shipped)
    print(RENAMED)


if __name__ == "__main__":
    main()
