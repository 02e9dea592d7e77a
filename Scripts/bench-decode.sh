#!/usr/bin/env bash
# Catalog loading benchmark: the load path `Catalog(jsonBytes:)` and Python's orjson on the same file, side by side
# in one run. Builds placenames-bench in release, generates a catalog of real names into /tmp, then runs `rounds`
# rounds, each timing the Swift cases (`placenames-bench decode`) and then `orjson.loads` (median of `runs` timed
# runs after a warm-up each), so a change in the machine's load hits both alike. Prints every round, then the
# median over rounds in MB/s by the wall clock and by the thread's CPU time (steadier on a loaded machine), the
# ratio of each case to orjson, and the load average before and after.
# Everything is single-threaded (orjson is too). Reading the file is excluded from every figure.
# Usage: Scripts/bench-decode.sh [megabytes] [runs] [cases] [rounds]
#   defaults: 50 MB, 5 runs, cases "df" (letters of `placenames-bench decode --cases`; f is always run), 3 rounds
set -euo pipefail
cd "$(dirname "$0")/.."

megabytes="${1:-50}"
runs="${2:-5}"
cases="${3:-df}"
rounds="${4:-3}"
[[ "$cases" == *f* ]] || cases="${cases}f"
file="/tmp/placenames-catalog-${megabytes}mb.json"

bench=${BENCH:-.build/release/placenames-bench}   # BENCH: a placenames-bench made elsewhere, not rebuilt here
[ -n "${BENCH:-}" ] || swift build -c release --product placenames-bench >&2
"$bench" generate --megabytes "$megabytes" -o "$file"

if ! python3 -c 'import orjson' 2>/dev/null; then
  python3 -m pip install --user --quiet orjson 2>/dev/null \
    || python3 -m pip install --user --quiet --break-system-packages orjson
fi

results=$(mktemp)
trap 'rm -f "$results"' EXIT
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
for round in $(seq "$rounds"); do
  echo "round $round of $rounds (load average $(cut -d' ' -f1-3 /proc/loadavg))"
  "$bench" decode --file "$file" --runs "$runs" --cases "$cases" | tee /dev/stderr \
    | awk -v r="$round" '/^\([a-f]\) / { name = $0; sub(/ +[0-9.]+ +[0-9.]+ +[0-9.]+$/, "", name); print r "\t" name "\t" $(NF-1) "\t" $NF }' \
    >> "$results"
  python3 - "$file" "$runs" "$round" <<'PY' >> "$results"
import statistics, sys, time
import orjson
path, runs, round_ = sys.argv[1], int(sys.argv[2]), sys.argv[3]
with open(path, "rb") as f:
    data = f.read()
orjson.loads(data)  # warm-up
times, cpu_times = [], []
for _ in range(runs):
    start, cpu_start = time.perf_counter(), time.thread_time()
    orjson.loads(data)
    cpu_times.append(time.thread_time() - cpu_start)
    times.append(time.perf_counter() - start)
name = f"orjson {orjson.__version__}: orjson.loads -> Python dicts"
median, cpu_median = statistics.median(times), statistics.median(cpu_times)
megabytes = len(data) / 1e6
print(f"{name:<80}{median * 1000:12.1f} {megabytes / median:9.1f} {megabytes / cpu_median:9.1f}", file=sys.stderr)
print(f"{round_}\t{name}\t{megabytes / median:.1f}\t{megabytes / cpu_median:.1f}")
PY
done
load_after=$(cut -d' ' -f1-3 /proc/loadavg)

python3 - "$results" "$rounds" "$load_before" "$load_after" "$file" <<'PY'
import statistics, sys
from collections import defaultdict
path, rounds, before, after, catalog = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5]
rates = defaultdict(list)
cpu_rates = defaultdict(list)
order = []
for line in open(path):
    _, name, rate, cpu_rate = line.rstrip("\n").split("\t")
    if name not in rates:
        order.append(name)
    rates[name].append(float(rate))
    cpu_rates[name].append(float(cpu_rate))
orjson = next(name for name in order if name.startswith("orjson"))
reference = statistics.median(rates[orjson])
cpu_reference = statistics.median(cpu_rates[orjson])
print()
print(f"{catalog}: medians over {rounds} rounds, single-threaded; load average {before} before, {after} after"
      f" ({__import__('os').cpu_count()} cores). MB/s is by the wall clock; CPU MB/s by the thread's CPU time,"
      " which leaves out time the scheduler gave other processes")
print(f"{'case':<82}{'MB/s':>8}{'vs orjson':>11}{'CPU MB/s':>10}{'vs orjson':>11}")
for name in order:
    rate, cpu_rate = statistics.median(rates[name]), statistics.median(cpu_rates[name])
    print(f"{name:<82}{rate:8.1f}{rate / reference:10.2f}x{cpu_rate:10.1f}{cpu_rate / cpu_reference:10.2f}x")
PY
