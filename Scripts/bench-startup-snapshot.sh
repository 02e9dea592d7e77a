#!/usr/bin/env bash
# Start-up from a snapshot file: launches `names serve --snapshot SNAPSHOT` RUNS times and prints, per run, the wall
# time from launch until GET /readyz answers and the server's VmRSS at that moment.
#
#   Scripts/bench-startup-snapshot.sh NAMES SNAPSHOT [RUNS]      # e.g. .build/release/names /tmp/after.snapshot 7
set -euo pipefail
names=$1
snapshot=$2
runs=${3:-7}
for _ in $(seq 1 "$runs"); do
  port=$((30000 + RANDOM % 20000))
  start=$(date +%s%N)
  "$names" serve --snapshot "$snapshot" --host 127.0.0.1 --port "$port" --log-level warning 2>/dev/null &
  pid=$!
  until curl -sf "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; do
    kill -0 "$pid" 2>/dev/null || { echo "names serve stopped" >&2; exit 1; }
    sleep 0.01
  done
  end=$(date +%s%N)
  echo "$(( (end - start) / 1000000 )) ms, rss $(awk '/VmRSS/ {print $2}' "/proc/$pid/status") kB"
  kill "$pid"
  wait "$pid" 2>/dev/null || true
done
