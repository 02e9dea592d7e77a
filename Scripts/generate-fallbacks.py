#!/usr/bin/env python3
"""Generate Sources/PlaceNamesCore/Negotiation/Language+Parent.swift from CLDR: the parent case of each `Language`.

Needs Debian's CLDR data (`apt-get install -y unicode-cldr-core`) and Scripts/generate-languages.py beside this
script, whose rules choose the cases. Python 3 standard library only; deterministic output.

    python3 Scripts/generate-fallbacks.py                  # rewrites the committed Swift file
    python3 Scripts/generate-fallbacks.py --output x.swift # writes elsewhere (the tests do this)

A case's parent is the nearest other case reached by CLDR's inheritance of its locale id: `<parentLocales>` when it
lists the id (`es_MX` → `es_419`), else truncation (`zh_Hant_HK` → `zh_Hant`, `pt_PT` → `pt`). Inheritance that
reaches `root` ends the chain, and so does a truncation that would drop a script other than the language's likely
one: script variants never fall back into another script (`sr_Latn` and `zh_Hant` have no parent case; `sr_Cyrl`
reaches `sr`, which is the same case, and then `root`).
"""

import argparse
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_CLDR = "/usr/share/unicode/cldr/common"
OUTPUT = os.path.join(HERE, "..", "Sources", "PlaceNamesCore", "Negotiation", "Language+Parent.swift")


def load_language_generator():
    spec = importlib.util.spec_from_file_location("generate_languages", os.path.join(HERE, "generate-languages.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def parent_cases(gen, cldr, cases):
    """Raw value of each case with a parent case -> raw value of that parent."""
    index = {}
    for case in cases:
        for key in [case.locale_id] + case.aliases:
            index[key] = case.raw
    result = {}
    for case in cases:
        locale_id = case.locale_id
        while True:
            parts = locale_id.split("_")
            if locale_id in cldr.parent_locales:
                locale_id = cldr.parent_locales[locale_id]
            elif len(parts) > 1:
                dropped = parts[-1]
                if len(dropped) == 4 and dropped.isalpha() and cldr.likely_script(parts[0]) != dropped:
                    break  # a non-default script: CLDR inherits it from root, never from another script
                locale_id = "_".join(parts[:-1])
            else:
                break
            if locale_id == "root":
                break
            if locale_id in index and index[locale_id] != case.raw:
                result[case.raw] = index[locale_id]
                break
    return result


def render(gen, cldr, cases):
    parents = parent_cases(gen, cldr, cases)
    name = {c.raw: gen.camel(c.raw).strip("`") for c in cases}
    out = [
        "// GENERATED FILE: do not edit. Regenerate with `python3 Scripts/generate-fallbacks.py`",
        f"// from CLDR {cldr.version} (Debian: `apt-get install -y unicode-cldr-core`).",
        "",
        "extension Language {",
        "    /// The case this one inherits names from in CLDR, never in another script:",
        "    /// `chinese-traditional-hong-kong` → `chinese-traditional`, `spanish-mexico` → `spanish-latin-america`;",
        "    /// `nil` for `serbian-latin`, `chinese-traditional` and every language without a broader case.",
        "    public var parent: Language? { Self.parents[self] }",
        "",
        "    static let parents: [Language: Language] = [",
    ]
    for raw in sorted(parents):
        out.append(f"        .{name[raw]}: .{name[parents[raw]]},")
    out += ["    ]", "}", ""]
    return "\n".join(out)


def main():
    arguments = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    arguments.add_argument("--cldr", default=DEFAULT_CLDR, help="CLDR `common` folder")
    arguments.add_argument("--output", default=OUTPUT, help="Swift file to write")
    options = arguments.parse_args()
    if not os.path.isdir(os.path.join(options.cldr, "main")):
        sys.exit(f"CLDR not found at {options.cldr}: apt-get install -y unicode-cldr-core")
    gen = load_language_generator()
    cldr = gen.CLDR(options.cldr)
    text = render(gen, cldr, gen.choose_cases(cldr))
    os.makedirs(os.path.dirname(os.path.abspath(options.output)), exist_ok=True)
    with open(options.output, "w", encoding="utf-8", newline="\n") as file:
        file.write(text)


if __name__ == "__main__":
    main()
