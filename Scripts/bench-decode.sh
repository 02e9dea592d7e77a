#!/usr/bin/env bash
# Catalog decoding benchmark: builds placenames-bench in release, generates a catalog of real names into
# /tmp, runs `placenames-bench decode` on it, then times Python's orjson on the same bytes for comparison.
# Usage: Scripts/bench-decode.sh [megabytes] [runs]   (defaults: 50 MB, 5 runs)
set -euo pipefail
cd "$(dirname "$0")/.."

megabytes="${1:-50}"
runs="${2:-5}"
file="/tmp/placenames-catalog-${megabytes}mb.json"

swift build -c release --product placenames-bench
bench=.build/release/placenames-bench

"$bench" generate --megabytes "$megabytes" -o "$file"
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
"$bench" decode --file "$file" --runs "$runs"

if ! python3 -c 'import orjson' 2>/dev/null; then
  python3 -m pip install --user --quiet orjson 2>/dev/null \
    || python3 -m pip install --user --quiet --break-system-packages orjson
fi
python3 - "$file" "$runs" <<'PY'
import statistics, sys, time
import orjson
path, runs = sys.argv[1], int(sys.argv[2])
with open(path, "rb") as f:
    data = f.read()
orjson.loads(data)  # warm-up
times = []
for _ in range(runs):
    start = time.perf_counter()
    orjson.loads(data)
    times.append(time.perf_counter() - start)
median = statistics.median(times)
label = f"(orjson {orjson.__version__}) orjson.loads -> Python dicts"
print(f"{label:<80}{median * 1000:12.1f} {len(data) / 1e6 / median:9.1f}")
PY
