#!/usr/bin/env python3
"""Generate Sources/PlaceNamesCore/Language/Language+Cases.swift from CLDR.

Needs Debian's CLDR data: `apt-get install -y unicode-cldr-core` (CLDR 41 on Debian 12), read from
/usr/share/unicode/cldr/common, or from the folder given with `--cldr`. Python 3 standard library only.

    python3 Scripts/generate-languages.py                  # rewrites the committed Swift file
    python3 Scripts/generate-languages.py --output x.swift # writes elsewhere (the tests do this)

The output is deterministic: running it twice gives the same bytes.

Which CLDR locales become `Language` cases
-------------------------------------------
A locale file counts by the territory names it provides (`<localeDisplayNames><territories>`, non-`alt`, not the
inheritance marker `↑↑↑`), following CLDR's inheritance (`<parentLocales>`, else truncation) but never into `root`
and never into another language's file (`hi_Latn` inherits from `en_IN`: English names are not Hindi names).
CLDR 41 keeps Norwegian in the macrolanguage file `no`, which `nb` and `nn` inherit from; that counts as their own.

1. Languages and script variants (`th`, `sr_Latn`, `zh_Hant`): at least BASE_THRESHOLD (100) territory names.
   CLDR 41 has about 300 territories; this keeps every locale with a real set of names (`dyo` 108, `bo` 189,
   `nn` 294 through `no`) and drops near-empty ones (`bem` 1, `gv` 2, `mai` 11, `ks_Deva` 11, `sa` 24, `jgo` 82).
   The macrolanguage `no` itself is not a case: `no` is read as `nb` (Norwegian Bokmål), as people mean it.
2. Regional and orthographic variants (`pt_PT`, `zh_Hant_HK`, `es_419`, `be_TARASK`): a locale with a region or
   variant subtag whose own file gives at least VARIANT_THRESHOLD (20) territory names that differ from what it
   would inherit (`pt_PT` 69, `zh_Hant_HK` 92, `fr_CA` 36, `es_419` 22, `se_FI` 20). Fewer overrides (`en_GB` 7,
   `de_CH` 8, `ru_UA` 10, `sr_Latn_ME` 11, `en_CA` 17, `es_US` 19) are spelling details rather than another set
   of names; such tags resolve to the parent case.

Names
-----
- Raw values: the English name of the language from `en.xml` (`Norwegian Bokmål`), ASCII-folded, lower-cased,
  runs of other characters turned into one hyphen (`norwegian-bokmal`).
- A language with more than one script-variant case names every variant by its script, the default one too
  (`zh` is `chinese-simplified`, `zh_Hant` is `chinese-traditional`, `sr` is `serbian-cyrillic`); the script word
  is CLDR's English script name (`Simplified`, `Cyrillic`, `Latin`). Its default script comes from likelySubtags.
- Regional and orthographic variants append the English name of the region (the `short` form when CLDR has one:
  `Hong Kong`, `Bosnia`) or variant to their parent case's raw value: `portuguese-portugal`,
  `spanish-latin-america`, `chinese-traditional-hong-kong`, `serbian-latin-bosnia`. CLDR's own English names for
  some of these (`European Portuguese`, `Dari`) become their `englishName`, not their raw value, so raw values stay
  predictable. `portuguese` is `pt`, Brazilian Portuguese, as in CLDR.
- Swift case names: lowerCamelCase of the raw value (`chineseTraditional`), backquoted if a Swift keyword.
- `englishName` and `nativeName` follow CLDR's display-name composition (TR35 "Locale Display Name Algorithm"):
  the longest of `lang_Script_REGION`, `lang_Script`, `lang_REGION`, `lang` with a name, then the other subtags
  in the locale's `localePattern` (`Simplified Chinese`, `Serbian (Latin)`, `српски (ћирилица)`). English names
  come from `en.xml`; native names from the locale's own file and its parents.
- `scripts`: the locale's script, else its likely script (likelySubtags), with ISO 15924's composite codes
  expanded (Jpan = Hani+Hira+Kana, Kore = Hang+Hani, Hans/Hant = Hani, Hanb = Bopo+Hani, Hrkt = Hira+Kana).

Tables for parsing BCP 47 tags are generated too: locale ids of cases, likely scripts of languages with several
script cases, the parent locales that lead to a regional case (`pt_AO` → `pt_PT`), and CLDR's language aliases
(`iw` → `he`, `tl` → `fil`, `tha` → `th`, `no-nyn` → `nn`) whose target is a case, plus `no` → `nb`.
"""

import argparse
import os
import re
import sys
import unicodedata
import xml.etree.ElementTree as ET

DEFAULT_CLDR = "/usr/share/unicode/cldr/common"
OUTPUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                      "Sources", "PlaceNamesCore", "Language", "Language+Cases.swift")
BASE_THRESHOLD = 100
VARIANT_THRESHOLD = 20
INHERIT_MARKER = "↑↑↑"
# CLDR 41 stores Norwegian data in the macrolanguage locale `no`; `nb` and `nn` inherit from it.
SAME_LANGUAGE = {"nb": "no", "nn": "no"}
EXTRA_ALIASES = {"no": "nb"}
COMPOSITE_SCRIPTS = {
    "Jpan": ["Hani", "Hira", "Kana"], "Kore": ["Hang", "Hani"], "Hans": ["Hani"], "Hant": ["Hani"],
    "Hanb": ["Bopo", "Hani"], "Hrkt": ["Hira", "Kana"],
}
SWIFT_KEYWORDS = {
    "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum", "extension",
    "fallthrough", "false", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let",
    "nil", "operator", "private", "protocol", "public", "repeat", "rethrows", "return", "self", "static", "struct",
    "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while", "any",
    "some", "Type", "Self",
}


class Locale:
    """One CLDR locale file: identity and the display names it defines itself."""

    def __init__(self, path):
        root = ET.parse(path).getroot()
        ident = root.find("identity")
        self.language = ident.find("language").get("type")
        self.script = _attr(ident.find("script"))
        self.region = _attr(ident.find("territory"))
        self.variant = _attr(ident.find("variant"))
        self.id = "_".join(p for p in (self.language, self.script, self.region, self.variant) if p)
        names = root.find("localeDisplayNames")
        self.territories = _names(names, "territories/territory")
        self.territories_short = _names(names, "territories/territory", alt="short")
        self.languages = _names(names, "languages/language")
        self.scripts = _names(names, "scripts/script")
        self.variants = _names(names, "variants/variant")
        self.pattern = _text(names, "localeDisplayPattern/localePattern")
        self.separator = _text(names, "localeDisplayPattern/localeSeparator")


def _attr(element):
    return element.get("type") if element is not None else None


def _names(parent, path, alt=None):
    result = {}
    if parent is None:
        return result
    for element in parent.findall(path):
        if element.get("alt") == alt and element.text and element.text != INHERIT_MARKER:
            result[element.get("type")] = element.text
    return result


def _text(parent, path):
    element = parent.find(path) if parent is not None else None
    return element.text if element is not None and element.text != INHERIT_MARKER else None


class CLDR:
    """The parts of CLDR the generator reads, with CLDR's inheritance."""

    def __init__(self, folder):
        self.folder = folder
        main = os.path.join(folder, "main")
        self.locales = {}
        for name in sorted(os.listdir(main)):
            if name.endswith(".xml"):
                locale = Locale(os.path.join(main, name))
                self.locales[locale.id] = locale
        supplemental = ET.parse(os.path.join(folder, "supplemental", "supplementalData.xml")).getroot()
        self.parent_locales = {}
        for element in supplemental.findall("parentLocales/parentLocale"):
            for child in element.get("locales").split():
                self.parent_locales[child] = element.get("parent")
        likely = ET.parse(os.path.join(folder, "supplemental", "likelySubtags.xml")).getroot()
        self.likely = {e.get("from"): e.get("to") for e in likely.findall("likelySubtags/likelySubtag")}
        metadata = ET.parse(os.path.join(folder, "supplemental", "supplementalMetadata.xml")).getroot()
        self.language_aliases = {e.get("type"): e.get("replacement")
                                 for e in metadata.findall("metadata/alias/languageAlias")}
        dtd = open(os.path.join(folder, "dtd", "ldml.dtd"), encoding="utf-8").read()
        self.version = re.search(r'cldrVersion CDATA #FIXED "([^"]+)"', dtd).group(1)

    def parent(self, locale_id):
        """CLDR's parent locale id (`root` at the top)."""
        if locale_id in self.parent_locales:
            return self.parent_locales[locale_id]
        if "_" in locale_id:
            return locale_id.rsplit("_", 1)[0]
        return "root"

    def chain(self, locale_id, same_language_only):
        """The locale and its ancestors that exist as files, nearest first, `root` excluded."""
        language = locale_id.split("_")[0]
        own = {language, SAME_LANGUAGE.get(language)}
        result = []
        while locale_id != "root":
            if same_language_only and locale_id.split("_")[0] not in own:
                break
            if locale_id in self.locales:
                result.append(self.locales[locale_id])
            locale_id = self.parent(locale_id)
        return result

    def resolved(self, locale_id, field, same_language_only=False):
        """A name table of the locale merged with its ancestors' (nearer wins)."""
        merged = {}
        for locale in reversed(self.chain(locale_id, same_language_only)):
            merged.update(getattr(locale, field))
        return merged

    def likely_script(self, language, region=None):
        for key in ([f"{language}_{region}"] if region else []) + [language]:
            if key in self.likely:
                return self.likely[key].split("_")[1]
        return None


def slug(text):
    """`Norwegian Bokmål` → `norwegian-bokmal`."""
    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii").lower()
    result = re.sub(r"[^a-z0-9]+", "-", folded).strip("-")
    if not result:
        sys.exit(f"cannot make an ASCII raw value from {text!r}")
    return result


def camel(raw):
    """`chinese-traditional` → `chineseTraditional`, a Swift identifier."""
    words = raw.split("-")
    name = words[0] + "".join(w[:1].upper() + w[1:] for w in words[1:])
    if name[0].isdigit():
        name = "_" + name
    return f"`{name}`" if name in SWIFT_KEYWORDS else name


def display_name(cldr, subtags, in_locale):
    """TR35 display name of `subtags` (language, script, region, variant) in the language of `in_locale`."""
    languages = cldr.resolved(in_locale, "languages")
    scripts = cldr.resolved(in_locale, "scripts")
    regions = cldr.resolved(in_locale, "territories")
    variants = cldr.resolved(in_locale, "variants")
    chain = cldr.chain(in_locale, False)
    pattern = next((l.pattern for l in chain if l.pattern), "{0} ({1})")
    separator = next((l.separator for l in chain if l.separator), "{0}, {1}")
    language, script, region, variant = subtags
    candidates = [
        ((language, script, region), (None, None)),
        ((language, script), (None, region)),
        ((language, region), (script, None)),
        ((language,), (script, region)),
    ]
    for parts, (rest_script, rest_region) in candidates:
        if None in parts:
            continue
        key = "_".join(parts)
        if key in languages:
            base = languages[key]
            break
    else:
        return None
    extras = []
    if rest_script:
        extras.append(scripts.get(rest_script, rest_script))
    if rest_region:
        extras.append(regions.get(rest_region, rest_region))
    if variant:
        extras.append(variants.get(variant, variant))
    if not extras:
        return base
    joined = extras[0]
    for extra in extras[1:]:
        joined = separator.replace("{0}", joined).replace("{1}", extra)
    return pattern.replace("{0}", base).replace("{1}", joined)


class Case:
    """One `Language` case: its locale subtags, raw value, and the other locale ids that mean it."""

    def __init__(self, locale_id, language, script, region, variant):
        self.locale_id = locale_id  # the CLDR/ICU locale id, with the script for multi-script languages
        self.language, self.script, self.region, self.variant = language, script, region, variant
        self.raw = None
        self.aliases = []  # other locale ids that mean this case (`zh` for `zh_Hans`)

    @property
    def bcp47(self):
        parts = [self.language, self.script, self.region, self.variant.lower() if self.variant else None]
        return "-".join(p for p in parts if p)


def choose_cases(cldr):
    """The cases, sorted by raw value, by the rules in this module's docstring."""
    english = cldr.locales["en"]
    territory_count = {lid: len(cldr.resolved(lid, "territories", same_language_only=True))
                       for lid in cldr.locales}

    # 1. languages and script variants
    by_language = {}
    for lid, locale in cldr.locales.items():
        if lid == "root" or locale.region or locale.variant or lid in EXTRA_ALIASES:
            continue
        if territory_count[lid] >= BASE_THRESHOLD:
            script = locale.script or cldr.likely_script(locale.language)
            by_language.setdefault(locale.language, {})[script] = lid
    cases = []
    base_case = {}  # locale id (with and without default script) -> Case
    for language in sorted(by_language):
        variants = by_language[language]
        default_script = cldr.likely_script(language)
        multi = len(variants) > 1
        for script in sorted(variants):
            lid = variants[script]
            if multi:
                case = Case(f"{language}_{script}", language, script, None, None)
                case.raw = slug(english.languages[language]) + "-" + slug(english.scripts[script])
                if script == default_script:
                    case.aliases.append(language)
            else:
                case = Case(language, language, None, None, None)
                case.raw = slug(english.languages[language])
                if lid != language:
                    case.aliases.append(lid)
            cases.append(case)
            base_case[case.locale_id] = case
            for alias in case.aliases:
                base_case[alias] = case

    # 2. regional and orthographic variants
    for lid, locale in sorted(cldr.locales.items()):
        if not (locale.region or locale.variant):
            continue
        inherited = cldr.resolved(cldr.parent(lid), "territories", same_language_only=True)
        overrides = sum(1 for k, v in locale.territories.items() if inherited.get(k) != v)
        if overrides < VARIANT_THRESHOLD:
            continue
        parent_id = "_".join(p for p in (locale.language, locale.script) if p)
        parent = base_case.get(parent_id)
        if parent is None:
            continue
        case = Case("_".join(p for p in (parent.locale_id, locale.region, locale.variant) if p),
                    locale.language, parent.script, locale.region, locale.variant)
        if locale.region:
            name = english.territories_short.get(locale.region) or english.territories[locale.region]
        else:
            name = english.variants[locale.variant]
        case.raw = parent.raw + "-" + slug(name)
        if case.locale_id != lid:
            case.aliases.append(lid)
        cases.append(case)

    cases.sort(key=lambda c: c.raw)
    seen = {}
    for case in cases:
        if case.raw in seen:
            sys.exit(f"raw value {case.raw!r} used by {seen[case.raw]} and {case.locale_id}")
        seen[case.raw] = case.locale_id
    return cases


def describe(cldr, case):
    """English name, native name and scripts of a case."""
    subtags = (case.language, case.script, case.region, case.variant)
    english = display_name(cldr, subtags, "en")
    native = display_name(cldr, subtags, case.locale_id) or english
    script = case.script or cldr.likely_script(case.language, case.region)
    scripts = sorted(COMPOSITE_SCRIPTS.get(script, [script]))
    return english, native, scripts


def parsing_tables(cldr, cases):
    """The tables `Language(bcp47:)` resolves tags with; see the Swift doc comments they are written with."""
    case_languages = {c.language for c in cases}
    locale_index = {}
    for case in cases:
        for key in [case.locale_id] + case.aliases:
            locale_index[key] = case.raw
    script_counts = {}
    for case in cases:
        if case.script and not case.region and not case.variant:
            script_counts[case.language] = script_counts.get(case.language, 0) + 1
    multi_script = {lang for lang, n in script_counts.items() if n > 1}
    likely = {}
    for source, target in cldr.likely.items():
        parts = source.split("_")
        if parts[0] in multi_script and (len(parts) == 1 or (len(parts) == 2 and len(parts[1]) != 4)):
            likely[source] = target.split("_")[1]

    def resolve(locale_id, use_parents):
        while locale_id != "root":
            if locale_id in locale_index:
                return locale_index[locale_id]
            if use_parents and locale_id in cldr.parent_locales:
                locale_id = cldr.parent_locales[locale_id]
            elif "_" in locale_id:
                locale_id = locale_id.rsplit("_", 1)[0]
            else:
                return None
        return None

    parents = {}
    for child, parent in cldr.parent_locales.items():
        if parent == "root" or child.split("_")[0] != parent.split("_")[0]:
            continue
        if child.split("_")[0] in case_languages and resolve(child, True) != resolve(child, False):
            parents[child] = parent
    aliases = dict(EXTRA_ALIASES)
    for source, target in cldr.language_aliases.items():
        if re.fullmatch(r"[a-z]{2,3}(_[a-z0-9]{2,8})*", source) and not source.startswith("und") \
                and " " not in target and source not in case_languages:
            language, *rest = target.split("_")
            target = "_".join([EXTRA_ALIASES.get(language, language)] + rest)  # `nor` → `no` → `nb`
            if target.split("_")[0] in case_languages:
                aliases[source] = target
    return locale_index, likely, parents, aliases


def swift_string(text):
    """A Swift string literal; invisible format characters (bidi marks) are written as escapes."""
    out = []
    for ch in text:
        if ch in '"\\':
            out.append("\\" + ch)
        elif ord(ch) < 0x20 or unicodedata.category(ch) == "Cf":
            out.append("\\u{%x}" % ord(ch))
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def dictionary(name, doc, table, value_type="String", value=swift_string, access=""):
    lines = [f"    /// {doc}", f"    {access}static let {name}: [String: {value_type}] = ["]
    for key in sorted(table):
        lines.append(f"        {swift_string(key)}: {value(table[key])},")
    lines.append("    ]")
    return lines


def render(cldr, cases):
    """The text of Language+Cases.swift."""
    locale_index, likely, parents, aliases = parsing_tables(cldr, cases)
    raw_to_case = {c.raw: camel(c.raw) for c in cases}
    out = [
        "// GENERATED FILE: do not edit. Regenerate with `python3 Scripts/generate-languages.py`",
        f"// from CLDR {cldr.version} (Debian: `apt-get install -y unicode-cldr-core`).",
        f"// {len(cases)} cases: languages and script variants with >= {BASE_THRESHOLD} territory names,",
        f"// regional variants overriding >= {VARIANT_THRESHOLD}; the rules are in the script's docstring.",
        "",
        "/// A language (or a script or regional variant of one) that place names can be written in,",
        "/// named in files and on the command line by its raw value: `thai`, `chinese-traditional`.",
        "public enum Language: String, CaseIterable, Codable, Sendable {",
    ]
    for case in cases:
        name = camel(case.raw)
        english, native, _ = describe(cldr, case)
        out.append(f"    /// {english} ({native}), BCP 47 `{case.bcp47}`.")
        out.append(f"    case {name} = {swift_string(case.raw)}")
    out += ["}", "", "extension Language {",
            "    /// The CLDR facts about each case, in the order of `allCases`.",
            "    static let records: [LanguageRecord] = ["]
    for case in cases:
        english, native, scripts = describe(cldr, case)
        script_list = "[" + ", ".join(swift_string(s) for s in scripts) + "]"
        out.append(f"        // .{camel(case.raw).strip('`')}")
        out.append(f"        LanguageRecord(bcp47: {swift_string(case.bcp47)}, "
                   f"icuLocaleID: {swift_string(case.locale_id)}, englishName: {swift_string(english)}, "
                   f"nativeName: {swift_string(native)}, scripts: {script_list}),")
    out += ["    ]", "", "    /// The position of this case in `allCases` and `records`.",
            "    package var ordinal: Int {", "        switch self {"]
    for index, case in enumerate(cases):
        out.append(f"        case .{camel(case.raw).strip('`')}: {index}")
    out += ["        }", "    }", ""]
    out += dictionary("localeIndex", "CLDR locale ids (`zh_Hant`, and `zh` for the default script) of the cases.",
                      locale_index, value_type="Language", value=lambda raw: "." + raw_to_case[raw].strip("`"))
    out.append("")
    out += dictionary("likelyScripts",
                      "Likely script of a language with several script cases, alone or with a region.", likely,
                      access="package ")
    out.append("")
    out += dictionary("parentLocales",
                      "CLDR parent locales that lead to a regional case (`pt_AO` → `pt_PT`).", parents)
    out.append("")
    out += dictionary("languageAliases",
                      "Deprecated, legacy and overlong language codes, and whole tags "
                      "(`iw` → `he`, `no_nyn` → `nn`).", aliases)
    out += ["}", ""]
    return "\n".join(out)


def main():
    arguments = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    arguments.add_argument("--cldr", default=DEFAULT_CLDR, help="CLDR `common` folder")
    arguments.add_argument("--output", default=OUTPUT, help="Swift file to write")
    options = arguments.parse_args()
    if not os.path.isdir(os.path.join(options.cldr, "main")):
        sys.exit(f"CLDR not found at {options.cldr}: apt-get install -y unicode-cldr-core")
    cldr = CLDR(options.cldr)
    text = render(cldr, choose_cases(cldr))
    os.makedirs(os.path.dirname(os.path.abspath(options.output)), exist_ok=True)
    with open(options.output, "w", encoding="utf-8", newline="\n") as file:
        file.write(text)


if __name__ == "__main__":
    main()
