#!/usr/bin/env bash
# ICU benchmark: 1,000,000 real Thai names (recombined from ../shared/data/thai-admin, read in place, written to
# /tmp), timed in one run by `placenames-bench icu` (release build, with Foundation baselines) and by PyICU.
# usage: Scripts/bench-icu.sh [COUNT]    (env PLACENAMES_SHARED overrides the shared folder)
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-1000000}"
shared="${PLACENAMES_SHARED:-$(cd .. && pwd)/shared}"
[ -d "$shared/data" ] || shared="/work/shared"
names="/tmp/placenames-thai-$count.txt"

if ! python3 -c "import icu" 2>/dev/null; then
  echo "installing PyICU (builds against libicu-dev, a few minutes)..." >&2
  python3 -m pip install --quiet PyICU >&2
fi
[ -s "$names" ] || python3 Scripts/make-thai-names.py "$shared/data" "$names" "$count"

bench=${BENCH:-.build/release/placenames-bench}   # BENCH: a placenames-bench made elsewhere, not rebuilt here
[ -n "${BENCH:-}" ] || swift build -c release --product placenames-bench >&2
out="$(mktemp)"
"$bench" icu --names "$names" | tee "$out"
python3 Scripts/bench-icu-pyicu.py "$names" | tee -a "$out"

python3 - "$out" <<'PY'
import sys
rows = {}
for line in open(sys.argv[1], encoding="utf-8"):
    parts = line.rstrip("\n").split("\t")
    if len(parts) >= 5 and parts[0] in ("placenames", "foundation", "pyicu"):
        rows[(parts[0], parts[1])] = (int(parts[2]), float(parts[4]))  # CPU seconds
def t(lib, op): return rows[(lib, op)]
ours = t("placenames", "sort by sort keys (Collator.sorted)")
fnd = t("foundation", "sort by compare(_:locale:)")
py = t("pyicu", "sort by sort key")
fnd_per = fnd[1] / fnd[0] * ours[0]
print("\nCPU seconds of the measuring thread, best of the rounds:")
print(f"sort {ours[0]} names: placenames {ours[1]:.3f} s; Foundation compare(_:locale:) {fnd_per:.3f} s "
      f"({fnd_per / ours[1]:.1f}x slower); PyICU sorted(key=getSortKey) {py[1]:.3f} s ({py[1] / ours[1]:.2f}x slower)")
n = t("placenames", "normalise NFC"); f = t("foundation", "precomposedStringWithCanonicalMapping")
print(f"NFC {n[0]} names: placenames {n[1]:.3f} s; Foundation precomposedStringWithCanonicalMapping {f[1]:.3f} s "
      f"({f[1] / n[1]:.1f}x slower)")
PY
