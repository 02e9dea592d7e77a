#!/usr/bin/env bash
# Measures `names serve` start-up on a catalog folder: wall time from launch until GET /readyz answers 200, and the
# resident memory (VmRSS) at that moment. One line per run, with the load average, since the machine may be busy.
# Usage: Scripts/bench-startup.sh [CATALOGS] [RUNS] (default Catalogs/, 3); NAMES=path/to/names to pick the binary.
set -euo pipefail
cd "$(dirname "$0")/.."
catalogs=${1:-Catalogs/}
runs=${2:-3}
names=${NAMES:-.build/release/names}
[ -x "$names" ] || swift build -c release --product names >/dev/null
port=$((20000 + RANDOM % 20000))
for run in $(seq "$runs"); do
  start=$(date +%s%N)
  "$names" serve --catalog "$catalogs" --port "$port" --log-level error &
  pid=$!
  until curl -sf "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; do
    kill -0 "$pid" 2>/dev/null || { echo "bench-startup: names serve exited" >&2; exit 1; }
    sleep 0.05
  done
  end=$(date +%s%N)
  rss=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status")
  kill "$pid"; wait "$pid" 2>/dev/null || true
  printf 'run %d: ready after %.2f s, RSS %d MB, load average %s\n' "$run" \
    "$(echo "($end - $start) / 1000000000" | bc -l)" $((rss / 1024)) "$(cut -d' ' -f1-3 /proc/loadavg)"
done
