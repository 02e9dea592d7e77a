#!/usr/bin/env bash
# Benchmarks `names export --lang thai` (release build) on a generated catalog of more than a million names in
# 20 languages, next to the Python baseline (orjson + PyICU) on the same file in the same run, and checks that
# both wrote the same bytes. Wall time by hyperfine, peak memory by /usr/bin/time -v.
#
# usage: Scripts/bench-export.sh [MEGABYTES]     (default 70: about 1.25 million names)
set -euo pipefail
cd "$(dirname "$0")/.."
megabytes=${1:-70}
work=${BENCH_DIR:-/tmp/placenames-bench}
mkdir -p "$work"
catalog="$work/catalog-${megabytes}mb.json"

names=${NAMES:-.build/release/names}   # NAMES: a build made elsewhere, not rebuilt here
[ -n "${NAMES:-}" ] || swift build -c release --product names >/dev/null
bench=${BENCH:-.build/release/placenames-bench}   # BENCH: a placenames-bench made elsewhere, not rebuilt here
[ -n "${BENCH:-}" ] || swift build -c release --product placenames-bench >/dev/null
[ -f "$catalog" ] || "$bench" generate --megabytes "$megabytes" -o "$catalog"

echo "machine: $(nproc) cores, $(uname -sr), ICU $(pkg-config --modversion icu-i18n), load: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "catalog: $catalog ($(stat -c %s "$catalog") bytes)"
"$names" stats "$catalog" | head -1

names_cmd="$names export --lang thai $catalog -o $work/names-thai.json"
python_cmd="python3 Scripts/bench-export-pyicu.py $catalog thai th $work/python-thai.json"

hyperfine --warmup 1 --runs "${RUNS:-5}" --export-markdown "$work/export.md" \
    -n "names export --lang thai" "$names_cmd" \
    -n "python orjson + PyICU" "$python_cmd"

for label in names python; do
    cmd=$names_cmd; [ "$label" = python ] && cmd=$python_cmd
    /usr/bin/time -v $cmd 2>"$work/$label.time" >/dev/null || { cat "$work/$label.time"; exit 1; }
    printf '%-7s peak memory: %s MB, user %s s, system %s s, wall %s\n' "$label" \
        "$(awk '/Maximum resident/ {printf "%.0f", $6/1024}' "$work/$label.time")" \
        "$(awk -F': ' '/User time/ {print $2}' "$work/$label.time")" \
        "$(awk -F': ' '/System time/ {print $2}' "$work/$label.time")" \
        "$(awk -F': ' '/Elapsed/ {print $2}' "$work/$label.time")"
done

if cmp -s "$work/names-thai.json" "$work/python-thai.json"; then
    echo "outputs identical: $(stat -c %s "$work/names-thai.json") bytes"
else
    echo "outputs DIFFER:"; cmp "$work/names-thai.json" "$work/python-thai.json" || true
fi
