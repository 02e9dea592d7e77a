#!/usr/bin/env bash
# Benchmark (issue 42): `names import translations` of a 100,000-entry PO (validation and writing included)
# against translate-toolkit, the library Weblate reads PO with, only parsing that file, in the same run; polib's
# parse beside it. Wall time by hyperfine, peak memory by /usr/bin/time -v. Figures go into BENCHMARKS.md under
# "## Translations".
#
# The shipped catalogs hold 41,551 places, fewer than 100,000, so the catalogs here are the shipped ones three
# times over (the second and third copies' ids, and the region links to them, suffixed), 124,653 places: the PO
# is `names export --lang thai --missing` of them, its first 100,000 entries filled with Thai names made from the
# shipped Thai names (each with a Thai number, so no two are the same), the rest left empty (counted as skipped).
#
#   Scripts/bench-translations.sh      # RUNS=5 by default; NAMES=path/to/names to use a build made elsewhere
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${RUNS:-5}
work=${WORK:-/tmp/placenames-bench-translations}
command -v hyperfine >/dev/null && [ -x /usr/bin/time ] || { apt-get update -qq && apt-get install -y -qq hyperfine time; }
python3 -c 'import polib, translate' 2>/dev/null || pip install -q polib==1.2.0 translate-toolkit==3.20.4
names=${NAMES:-.build/release/names}
[ -n "${NAMES:-}" ] || swift build -c release --product names

rm -rf "$work" && mkdir -p "$work"
python3 - "$work" <<'PY'
import json, os, sys
work = sys.argv[1]
base = os.path.join(work, "catalogs")
for copy in range(3):
    for root, _, files in os.walk("Catalogs"):
        for name in files:
            if not name.endswith(".json") or name.startswith("."):
                continue
            catalog = json.load(open(os.path.join(root, name), encoding="utf-8"))
            if copy:
                suffix = f"~{copy}"
                for place in catalog["places"]:
                    place["id"] += suffix
                    if "region" in place:
                        place["region"] += suffix
            folder = os.path.join(base, f"copy{copy}", os.path.relpath(root, "Catalogs"))
            os.makedirs(folder, exist_ok=True)
            with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
                json.dump(catalog, f, ensure_ascii=False, indent=2)
                f.write("\n")
PY
"$names" export --lang thai --missing --format po -o "$work/th.po" "$work/catalogs"
python3 - "$work/th.po" <<'PY'
import glob, json, sys, polib
thai = sorted({p["names"]["thai"] for f in glob.glob("Catalogs/**/*.json", recursive=True)
               for p in json.load(open(f, encoding="utf-8"))["places"]
               if isinstance(p.get("names", {}).get("thai"), str)})
digits = "๐๑๒๓๔๕๖๗๘๙"
po = polib.pofile(sys.argv[1])
filled = 0
for number, entry in enumerate(po):
    if filled == 100_000:
        break
    entry.msgstr = thai[number % len(thai)] + " " + "".join(digits[int(d)] for d in str(number))
    filled += 1
po.metadata["Last-Translator"] = "Bench <bench@example.org>"
po.save(sys.argv[1])
print(f"PO: {len(po)} entries, {filled} filled, {sum(1 for _ in open(sys.argv[1], 'rb'))} lines")
PY
ls -l "$work/th.po"

echo "== import (validation and writing included) against parsing alone"
hyperfine --runs "$runs" --warmup 1 \
  --prepare "rm -rf '$work/into' && cp -r '$work/catalogs' '$work/into'" \
  -n "names import translations" "'$names' import translations '$work/th.po' --into '$work/into' --lang thai" \
  -n "translate-toolkit parse" "python3 -c \"from translate.storage import po; po.pofile(open('$work/th.po', 'rb'))\"" \
  -n "polib parse" "python3 -c \"import polib; polib.pofile('$work/th.po')\""

echo "== into the shipped catalogs themselves: every place without a Thai name translated (one PO, all of them)"
rm -rf "$work/shipped" && cp -r Catalogs "$work/shipped"
"$names" export --lang thai --missing --format po -o "$work/shipped.po" "$work/shipped" 2>/dev/null
python3 - "$work/shipped.po" <<'PY'
import glob, json, sys, polib
thai = sorted({p["names"]["thai"] for f in glob.glob("Catalogs/**/*.json", recursive=True)
               for p in json.load(open(f, encoding="utf-8"))["places"]
               if isinstance(p.get("names", {}).get("thai"), str)})
digits = "๐๑๒๓๔๕๖๗๘๙"
po = polib.pofile(sys.argv[1])
for number, entry in enumerate(po):
    entry.msgstr = thai[number % len(thai)] + " " + "".join(digits[int(d)] for d in str(number))
po.save(sys.argv[1])
print(f"PO: {len(po)} entries, all filled")
PY
hyperfine --runs "$runs" --warmup 1 \
  --prepare "rm -rf '$work/into' && cp -r Catalogs '$work/into'" \
  -n "names import translations (shipped)" "'$names' import translations '$work/shipped.po' --into '$work/into'" \
  -n "translate-toolkit parse" "python3 -c \"from translate.storage import po; po.pofile(open('$work/shipped.po', 'rb'))\""

echo "== peak memory"
rm -rf "$work/into" && cp -r "$work/catalogs" "$work/into"
/usr/bin/time -v "$names" import translations "$work/th.po" --into "$work/into" --lang thai 2>&1 \
  | grep -E "taken|Maximum resident|Elapsed"
/usr/bin/time -v python3 -c "from translate.storage import po; po.pofile(open('$work/th.po', 'rb'))" 2>&1 \
  | grep -E "Maximum resident|Elapsed"
