#!/usr/bin/env python3
"""Writes the language patterns of the OpenAPI document from the `Language` enum.

    python3 Scripts/openapi-language-patterns.py

`components.schemas.LanguageTag.pattern` (one language) and `LanguageList.pattern` (languages separated by commas)
in Sources/PlaceNamesServer/Explorer/Resources/openapi.json admit exactly: every `Language` raw value, every case's
BCP 47 tag, and each tag that has no region or variant followed by a region (`th-TH`, `zh-Hant-TW`, `es-419`).
Every string they admit is a language the server reads, so a schema-valid `lang` is never a 400.
Run it after `Scripts/generate-languages.py` changes the cases; `OpenAPIDocumentTests` fails until then.
Only those two values change: the file is written back as it was read (2-space indent, UTF-8, final newline).
"""

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CASES = ROOT / "Sources/PlaceNamesCore/Language/Language+Cases.swift"
DOCUMENT = ROOT / "Sources/PlaceNamesServer/Explorer/Resources/openapi.json"
REGION = "(?:-(?:[A-Z]{2}|[0-9]{3}))"


def has_region_or_variant(tag):
    for subtag in tag.split("-")[1:]:
        if re.fullmatch(r"[A-Za-z]{2}|[0-9]{3}", subtag) or re.fullmatch(r"[A-Za-z0-9]{5,8}|[0-9][A-Za-z0-9]{3}", subtag):
            return True
    return False


def token_pattern():
    source = CASES.read_text(encoding="utf-8")
    raw_values = re.findall(r'^\s+case \w+ = "([a-z-]+)"$', source, re.M)
    tags = re.findall(r'LanguageRecord\(bcp47: "([^"]+)"', source)
    if len(raw_values) != len(tags) or not raw_values:
        raise SystemExit(f"{CASES}: {len(raw_values)} cases but {len(tags)} BCP 47 tags")
    whole = sorted(set(raw_values) | {tag for tag in tags if has_region_or_variant(tag)})
    extendable = sorted({tag for tag in tags if not has_region_or_variant(tag)})
    return "(?:" + "|".join(whole) + "|(?:" + "|".join(extendable) + ")" + REGION + "?)"


def main():
    token = token_pattern()
    document = json.loads(DOCUMENT.read_text(encoding="utf-8"))
    schemas = document["components"]["schemas"]
    schemas["LanguageTag"]["pattern"] = "^" + token + "$"
    schemas["LanguageList"]["pattern"] = "^" + token + "(?:," + token + ")*$"
    DOCUMENT.write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
