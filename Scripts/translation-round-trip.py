#!/usr/bin/env python3
"""The translation round trip, checked with tools nobody here wrote (issue 42).

On a copy of part of the shipped catalogs (SUBSET): remove the Thai names of 1,000 places, export what Thai misses (PO, XLIFF,
.xcstrings), fill the targets from the removed names with polib (PO), translate-toolkit's API (XLIFF) and
json (.xcstrings), import each with `names import translations`, and `names diff` against the original says
equal. Also: msgfmt -c accepts the exported PO; translate-toolkit reads the exported PO and XLIFF with the same
ids and sources as our export wrote; a PO updated by msgmerge (entries moved, new ones added) and a PO converted
to XLIFF by po2xliff import; the exported XLIFF is well-formed (xmllint; no XLIFF 1.2 schema is to be had
offline here, so it is not schema-validated); files untouched by an import stay byte-identical.

    Scripts/translation-round-trip.py path/to/names
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

import polib
from translate.storage import factory, xliff

NAMES = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/names")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHIPPED = os.path.join(ROOT, "Catalogs")
# What the round trip runs on: a copy of the territories and of Thailand's, Japan's and the United States' cities and
# provinces (15 MB, some 1,900 places with a Thai name), made in main(). All of Catalogs/ took six minutes of CI in a
# debug build (issue 45) and checks nothing more: the formats, the export and the import are the same on every file.
SUBSET = ["territories.json", "cities/TH.json", "cities/JP.json", "cities/US.json",
          "subdivisions/TH.json", "subdivisions/JP.json", "subdivisions/US.json"]
CATALOGS = None
REMOVED_COUNT = 1000
failures = []


def run(*args, expect=0, cwd=None):
    result = subprocess.run([NAMES, *args], capture_output=True, text=True, cwd=cwd)
    if expect is not None and result.returncode != expect:
        failures.append(f"names {' '.join(args)}: exit {result.returncode}, expected {expect}\n{result.stderr[-3000:]}")
    return result


def check(condition, message):
    print(("ok   " if condition else "FAIL ") + message)
    if not condition:
        failures.append(message)


def catalog_files(folder):
    for base, _, files in os.walk(folder):
        for name in sorted(files):
            if name.endswith(".json") and not name.startswith("."):
                yield os.path.join(base, name)


def remove_thai(folder):
    """Removes the plain Thai names of every k-th place that has one; returns {id: name}."""
    candidates = []
    for path in catalog_files(folder):
        with open(path, encoding="utf-8") as f:
            catalog = json.load(f)
        for place in catalog["places"]:
            name = place.get("names", {}).get("thai")
            if isinstance(name, str) and place.get("defaultName"):
                candidates.append((place["id"], path))
    step = max(1, len(candidates) // REMOVED_COUNT)
    chosen = {pid: path for pid, path in candidates[::step][:REMOVED_COUNT]}
    removed = {}
    for path in sorted(set(chosen.values())):
        with open(path, encoding="utf-8") as f:
            catalog = json.load(f)
        for place in catalog["places"]:
            if place["id"] in chosen:
                removed[place["id"]] = place["names"].pop("thai")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(catalog, f, ensure_ascii=False, indent=2)
            f.write("\n")
    return removed


def snapshot(folder):
    return {path: open(path, "rb").read() for path in catalog_files(folder)}


def round_trip(work, fmt, fill):
    copy = os.path.join(work, f"catalogs-{fmt}")
    shutil.copytree(CATALOGS, copy)
    removed = remove_thai(copy)
    check(len(removed) == REMOVED_COUNT, f"{fmt}: removed the thai names of {len(removed)} places")
    exported = os.path.join(work, f"th.{fmt}")
    run("export", "--lang", "thai", "--missing", "--format", fmt, "-o", exported, copy)
    filled = fill(exported, removed)
    check(filled == REMOVED_COUNT, f"{fmt}: filled {filled} targets with a tool of the format")
    before = snapshot(copy)
    result = run("import", "translations", exported, "--into", copy)
    if result.stderr.strip():
        print("     " + result.stderr.strip().splitlines()[-1][:300])
    after = snapshot(copy)
    changed = {path for path in after if after[path] != before[path]}
    check(all(after[p] == before[p] for p in before if p not in changed),
          f"{fmt}: {len(before) - len(changed)} files untouched by the import are byte-identical")
    diff = run("diff", CATALOGS, copy, expect=None)
    check(diff.returncode == 0, f"{fmt}: names diff Catalogs/ against the imported copy says equal "
          f"(exit {diff.returncode}{': ' + diff.stdout[-600:] if diff.returncode else ''})")
    return copy, exported, removed


def fill_po(path, removed):
    po = polib.pofile(path)
    filled = 0
    for entry in po:
        if entry.msgctxt in removed:
            entry.msgstr = removed[entry.msgctxt]
            filled += 1
    po.metadata["Last-Translator"] = "Round Trip <round-trip@example.org>"
    po.metadata["PO-Revision-Date"] = "2026-12-03 12:00+0000"
    po.save(path)
    return filled


def unit_id(unit):
    """translate-toolkit names an XLIFF unit by its file's `original` and its `id`, joined by U+0004."""
    return unit.getid().split("\x04")[-1]


def fill_xliff(path, removed):
    with open(path, "rb") as f:
        store = xliff.xlifffile(f.read())
    filled = 0
    for unit in store.units:
        if unit_id(unit) in removed:
            unit.target = removed[unit_id(unit)]
            unit.markfuzzy(False)
            unit.xmlelement.find(unit.namespaced("target")).set("state", "translated")
            filled += 1
    with open(path, "wb") as f:
        f.write(bytes(store))
    return filled


def fill_xcstrings(path, removed):
    with open(path, encoding="utf-8") as f:
        catalog = json.load(f)
    filled = 0
    for key, entry in catalog["strings"].items():
        if key in removed:
            entry["localizations"]["th"] = {"stringUnit": {"state": "translated", "value": removed[key]}}
            filled += 1
    with open(path, "w", encoding="utf-8") as f:
        json.dump(catalog, f, ensure_ascii=False, indent=2)
    return filled


def same_units(exported, fmt):
    """translate-toolkit reads our export with the same ids and sources as its PO/XLIFF says."""
    with open(exported, "rb") as f:
        store = factory.getobject(f) if fmt == "po" else xliff.xlifffile(f.read())
    units = [u for u in store.units if not u.isheader()]
    if fmt == "po":
        ours = {e.msgctxt: e.msgid for e in polib.pofile(exported)}
        theirs = {u.getcontext(): u.source for u in units}
    else:
        theirs = {unit_id(u): u.source for u in units}
        # The JSON export of the same places says which source each id has.
        with tempfile.NamedTemporaryFile(suffix=".json") as out:
            run("export", "--lang", "thai", "--missing", "--format", "json", "-o", out.name, CATALOGS)
            ours = {k: v["source"] for k, v in json.load(open(out.name, encoding="utf-8")).items()}
    check(len(units) == len(ours) and theirs == ours,
          f"{fmt}: translate-toolkit reads {len(units)} units with the ids and sources export wrote ({len(ours)})")


def copy_subset(work):
    folder = os.path.join(work, "Catalogs")
    for name in SUBSET:
        os.makedirs(os.path.dirname(os.path.join(folder, name)), exist_ok=True)
        shutil.copyfile(os.path.join(SHIPPED, name), os.path.join(folder, name))
    return folder


def main():
    global CATALOGS
    work = tempfile.mkdtemp(prefix="translation-round-trip-")
    try:
        CATALOGS = copy_subset(work)
        copy, po_path, removed = round_trip(work, "po", fill_po)
        fresh = os.path.join(work, "fresh.po")
        run("export", "--lang", "thai", "--missing", "--format", "po", "-o", fresh, CATALOGS)
        msgfmt = subprocess.run(["msgfmt", "-c", "-o", os.devnull, fresh], capture_output=True, text=True)
        check(msgfmt.returncode == 0, f"msgfmt -c accepts the exported PO {msgfmt.stderr.strip()[:300]}")
        same_units(fresh, "po")

        xliff_copy, xliff_path, _ = round_trip(work, "xliff", fill_xliff)
        lint = subprocess.run(["xmllint", "--noout", xliff_path], capture_output=True, text=True)
        check(lint.returncode == 0, f"xmllint: the exported and filled XLIFF is well-formed {lint.stderr[:300]}")
        fresh_xliff = os.path.join(work, "fresh.xliff")
        run("export", "--lang", "thai", "--missing", "--format", "xliff", "-o", fresh_xliff, CATALOGS)
        same_units(fresh_xliff, "xliff")

        round_trip(work, "xcstrings", fill_xcstrings)

        # msgmerge: the translator's PO (filled) merged into a newer export whose entries moved and grew.
        copy2 = os.path.join(work, "catalogs-msgmerge")
        shutil.copytree(CATALOGS, copy2)
        removed2 = remove_thai(copy2)
        old = os.path.join(work, "old.po")
        run("export", "--lang", "thai", "--missing", "--format", "po", "-o", old, copy2)
        fill_po(old, removed2)
        newer = os.path.join(work, "newer.po")
        # A newer export in another order (source english, cities first) holds the same entries and more.
        run("export", "--lang", "thai", "--missing", "--format", "po", "-o", newer, copy2)
        po = polib.pofile(newer)
        po[:] = list(reversed(po))
        po.save(newer)
        merged = os.path.join(work, "merged.po")
        mm = subprocess.run(["msgmerge", "--quiet", "--no-fuzzy-matching", "-o", merged, old, newer],
                            capture_output=True, text=True)
        check(mm.returncode == 0, f"msgmerge old.po newer.po {mm.stderr[:200]}")
        run("import", "translations", merged, "--into", copy2)
        diff = run("diff", CATALOGS, copy2, expect=None)
        check(diff.returncode == 0, f"msgmerge: the merged PO imports and names diff says equal (exit {diff.returncode})")

        # po2xliff: translate-toolkit's own conversion of the filled PO imports.
        copy3 = os.path.join(work, "catalogs-po2xliff")
        shutil.copytree(CATALOGS, copy3)
        removed3 = remove_thai(copy3)
        po3 = os.path.join(work, "p3.po")
        run("export", "--lang", "thai", "--missing", "--format", "po", "-o", po3, copy3)
        fill_po(po3, removed3)
        converted = os.path.join(work, "p3.xlf")
        conv = subprocess.run(["po2xliff", "--progress=none", po3, converted], capture_output=True, text=True)
        check(conv.returncode == 0, f"po2xliff converts the filled PO {conv.stderr[:200]}")
        run("import", "translations", converted, "--into", copy3, "--lang", "thai")
        diff = run("diff", CATALOGS, copy3, expect=None)
        check(diff.returncode == 0, f"po2xliff: the converted XLIFF imports and names diff says equal (exit {diff.returncode})")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if failures:
        print(f"\n{len(failures)} failed:", file=sys.stderr)
        for failure in failures:
            print("  " + failure, file=sys.stderr)
        sys.exit(1)
    print("translation round trip: all checks passed")


if __name__ == "__main__":
    main()
