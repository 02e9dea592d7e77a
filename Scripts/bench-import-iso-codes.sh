#!/usr/bin/env bash
# Times `names import iso-codes` on Debian's iso-codes (release build, hyperfine), with Python reading the same
# sources (json.load of both tables, gettext.GNUTranslations of every iso_3166 .mo file) as the baseline in the
# same run. Usage: Scripts/bench-import-iso-codes.sh [runs]   (writes nothing in the repository)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
[ -f /usr/share/iso-codes/json/iso_3166-2.json ] || { echo "bench: apt-get install -y iso-codes" >&2; exit 2; }
command -v hyperfine >/dev/null || { echo "bench: apt-get install -y hyperfine" >&2; exit 2; }
names=${NAMES:-$PWD/.build/release/names}   # NAMES: a build made elsewhere, not rebuilt here
[ -n "${NAMES:-}" ] || swift build -c release --product names >/dev/null
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/read.py" <<'PY'
import gettext, glob, json
for table in ("iso_3166-1", "iso_3166-2"):
    json.load(open(f"/usr/share/iso-codes/json/{table}.json"))
    for path in sorted(glob.glob(f"/usr/share/locale/*/LC_MESSAGES/{table}.mo")):
        with open(path, "rb") as f:
            gettext.GNUTranslations(f)
PY
hyperfine --warmup 1 --runs "$runs" --export-markdown "$tmp/results.md" \
  -n 'names --version (start-up baseline)' "$names --version" \
  -n 'python3: json.load + gettext.GNUTranslations (baseline)' "python3 $tmp/read.py" \
  -n 'names import iso-codes --part countries' "$names import iso-codes --part countries -o $tmp/countries.json" \
  -n 'names import iso-codes' "$names import iso-codes -o $tmp/all.json"
cat "$tmp/results.md"
