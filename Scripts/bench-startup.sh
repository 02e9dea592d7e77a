#!/usr/bin/env bash
# Measures `names serve` start-up on a catalog folder: wall time from launch until GET /readyz answers 200, the
# server's CPU time (user + system, from /proc/PID/stat) and resident memory (VmRSS) at that moment, and its own
# log line's load_ms (read, parse, validate, decode) and index_ms (the indexes). CPU time is steadier than wall
# time on a busy machine. One line per run, with the load average, since the machine may be busy.
# Usage: Scripts/bench-startup.sh [CATALOGS] [RUNS] (default Catalogs/, 3); NAMES=path/to/names to pick the binary.
# A CATALOGS path ending in .snapshot is served with --snapshot (start-up from a snapshot file).
set -euo pipefail
cd "$(dirname "$0")/.."
catalogs=${1:-Catalogs/}
runs=${2:-3}
names=${NAMES:-.build/release/names}
[ -x "$names" ] || swift build -c release --product names >/dev/null
port=$((20000 + RANDOM % 20000))
log=$(mktemp)
trap 'rm -f "$log"' EXIT
tick=$(getconf CLK_TCK)
for run in $(seq "$runs"); do
  start=$(date +%s%N)
  source_flag=--catalog
  case "$catalogs" in *.snapshot) source_flag=--snapshot ;; esac
  "$names" serve "$source_flag" "$catalogs" --port "$port" --log-level info >/dev/null 2>"$log" &
  pid=$!
  until curl -sf "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; do
    kill -0 "$pid" 2>/dev/null || { echo "bench-startup: names serve exited" >&2; exit 1; }
    sleep 0.01
  done
  end=$(date +%s%N)
  rss=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status")
  cpu=$(awk -v tick="$tick" '{printf "%.2f", ($14 + $15) / tick}' "/proc/$pid/stat")
  kill "$pid"; wait "$pid" 2>/dev/null || true
  phases=$(grep -o 'index_ms=[0-9]* load_ms=[0-9]*' "$log" | head -1 || true)
  printf 'run %d: ready after %.2f s, CPU %s s, RSS %d MB, %s, load average %s\n' "$run" \
    "$(echo "($end - $start) / 1000000000" | bc -l)" "$cpu" $((rss / 1024)) "$phases" "$(cut -d' ' -f1-3 /proc/loadavg)"
done
