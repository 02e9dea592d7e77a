#!/usr/bin/env bash
# Benchmark: `names validate` (all checks) against ../shared/bench/peer_validate.py (orjson + PyICU doing the
# core checks) on the same generated catalog, in the same run. Wall time by hyperfine, peak memory by
# /usr/bin/time -v. Figures go into BENCHMARKS.md under "## names validate".
#
#   Scripts/bench-validate.sh            # 60 MB catalog (about 1.07 million names in 20 languages)
#   MEGABYTES=120 RUNS=3 Scripts/bench-validate.sh
set -euo pipefail
cd "$(dirname "$0")/.."

megabytes=${MEGABYTES:-60}
runs=${RUNS:-5}
catalog=${CATALOG:-/tmp/placenames-validate-${megabytes}mb.json}

# The shared folder: $PLACENAMES_SHARED, else a `shared` folder beside the checkout or one of its parents.
shared=${PLACENAMES_SHARED:-}
if [ -z "$shared" ]; then
    dir=$(pwd)
    while [ "$dir" != "/" ]; do
        if [ -d "$dir/../shared/bench" ]; then shared=$(cd "$dir/../shared" && pwd); break; fi
        dir=$(dirname "$dir")
    done
fi
[ -n "$shared" ] || { echo "shared/ not found: set PLACENAMES_SHARED" >&2; exit 2; }
peer="$shared/bench/peer_validate.py"

command -v hyperfine >/dev/null && [ -x /usr/bin/time ] || { apt-get update -qq && apt-get install -y -qq hyperfine time; }
python3 -c 'import orjson, icu' 2>/dev/null || pip install -q orjson PyICU

names=${NAMES:-.build/release/names}   # NAMES: a build made elsewhere, not rebuilt here
[ -n "${NAMES:-}" ] || swift build -c release --product names
bench=${BENCH:-.build/release/placenames-bench}   # BENCH: a placenames-bench made elsewhere, not rebuilt here
[ -n "${BENCH:-}" ] || swift build -c release --product placenames-bench
[ -f "$catalog" ] || PLACENAMES_SHARED="$shared" "$bench" generate --megabytes "$megabytes" -o "$catalog"

echo "== catalog"
python3 - "$catalog" <<'PY'
import sys, orjson
places = orjson.loads(open(sys.argv[1], "rb").read())["places"]
names = sum(len(p["names"]) for p in places)
languages = {l for p in places for l in p["names"]}
print(f"{sys.argv[1]}: {len(places):,} places, {names:,} names, {len(languages)} languages")
PY
ls -l "$catalog"
echo "== machine"
nproc; uptime; swift --version 2>&1 | head -1; python3 -c 'import icu, orjson; print("PyICU", icu.VERSION, "ICU", icu.ICU_VERSION, "orjson", orjson.__version__)'

echo "== findings"
{ $names validate "$catalog" 2>&1 >/dev/null || true; } | tail -1
{ $names validate "$catalog" 2>&1 >/dev/null || true; } | sed -E 's/.*(error|warning|info)\[([a-z-]+)\].*/\2/' | sort | uniq -c | sort -rn | head -20
python3 "$peer" "$catalog" || true

echo "== wall time (hyperfine, $runs runs, output to /dev/null)"
hyperfine --warmup 1 --runs "$runs" -i -N \
    "python3 $peer $catalog" \
    "$names validate $catalog" \
    "$names validate $catalog --severity probable-duplicate=off" \
    "$names validate $catalog --format json"

echo "== peak memory and CPU (/usr/bin/time -v)"
for command in "python3 $peer $catalog" "$names validate $catalog"; do
    /usr/bin/time -v $command >/dev/null 2>/tmp/placenames-bench-time.txt || true
    echo "$command"
    grep -E "Maximum resident|Elapsed|User time|System time|Percent of CPU" /tmp/placenames-bench-time.txt
done
