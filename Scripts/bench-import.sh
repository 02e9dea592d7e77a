#!/usr/bin/env bash
# Times `names import` on the real data sets in ../shared/data (release build, hyperfine), with Python's
# json.load of the same file as the baseline measured in the same run. GeoNames and CSV have no real data
# set there, so their inputs are converted from Natural Earth's names (one row per name / per place).
# Usage: Scripts/bench-import.sh [runs]   (writes nothing in the repository; outputs go to a temp folder)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
# $PLACENAMES_SHARED/data, else the nearest shared/data beside an ancestor (../shared in CI and at /work).
if [ -n "${PLACENAMES_SHARED:-}" ]; then
  data=$PLACENAMES_SHARED/data
else
  dir=$PWD
  while [ "$dir" != / ] && [ ! -d "$dir/shared/data" ]; do dir=$(dirname "$dir"); done
  data=$dir/shared/data
fi
[ -d "$data/natural-earth" ] || { echo "bench-import: no shared/data found (set PLACENAMES_SHARED)" >&2; exit 2; }
command -v hyperfine >/dev/null || { echo "bench-import: apt-get install -y hyperfine" >&2; exit 2; }

names=${NAMES:-$PWD/.build/release/names}   # NAMES: a build made elsewhere, not rebuilt here
[ -n "${NAMES:-}" ] || swift build -c release --product names >/dev/null
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ne=$data/natural-earth/ne_10m_populated_places.json
nested=$data/thai-admin/provinces_nested.json

python3 - "$ne" "$tmp" <<'PY'
import csv, json, sys
features = json.load(open(sys.argv[1]))["features"]
codes = ["EN", "DE", "ES", "FR", "PT", "RU", "ZH"]
with open(sys.argv[2] + "/alternateNames.txt", "w") as out:
    row = 0
    for number, feature in enumerate(features, 1):
        p = feature["properties"]
        for code in codes:
            if p["NAME_" + code]:
                row += 1
                out.write(f"{row}\t{number}\t{code.lower()}\t{p['NAME_' + code]}\t{'1' if code == 'EN' else ''}\t\t\t\t\t\n")
with open(sys.argv[2] + "/places.csv", "w", newline="") as out:
    writer = csv.writer(out)
    writer.writerow(["id", "kind"] + [c.lower() for c in codes])
    for number, feature in enumerate(features, 1):
        p = feature["properties"]
        writer.writerow([f"ne:{number}", "city"] + [p["NAME_" + c] or "" for c in codes])
PY

ne_options=(--names natural-earth --fallback-name NAME=english
  --id-field wikidataid --id-prefix wikidata: --id-field GEONAMEID --id-prefix geonames: --id-field wof_id --id-prefix wof:
  --kind-field FEATURECLA --kind-map natural-earth --country-field ISO_A2 --population-field POP_MAX
  --code wikidata=wikidataid --code geonames=GEONAMEID)
thai_options=(--names snake --kind region --country TH --id-prefix 'th-admin:{kind}:'
  --children districts:district,sub_districts:subdistrict --latitude-field lat --longitude-field long)

hyperfine --warmup 1 --runs "$runs" --style basic --export-markdown "$tmp/results.md" \
  -n "names --version (process start-up, baseline)" "$names --version" \
  -n "python3 json.load natural-earth (baseline)" "python3 -c 'import json,sys; json.load(open(sys.argv[1]))' $ne" \
  -n "names import geojson natural-earth" "$names import geojson $ne ${ne_options[*]} -o $tmp/ne.json" \
  -n "names import geojson natural-earth --detect-chinese-script" \
     "$names import geojson $ne ${ne_options[*]} --detect-chinese-script -o $tmp/ne-zh.json" \
  -n "python3 json.load thai-admin nested (baseline)" "python3 -c 'import json,sys; json.load(open(sys.argv[1]))' $nested" \
  -n "names import json thai-admin nested" "$names import json $nested ${thai_options[*]} -o $tmp/th.json" \
  -n "names import geonames (45,137 rows from natural-earth)" "$names import geonames $tmp/alternateNames.txt -o $tmp/g.json" \
  -n "names import csv (7,343 rows from natural-earth)" "$names import csv $tmp/places.csv -o $tmp/c.json"
cat "$tmp/results.md"
