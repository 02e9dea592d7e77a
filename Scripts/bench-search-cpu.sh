#!/usr/bin/env bash
# Compares builds of `names serve` by the server's CPU time per search request, which a busy shared machine skews
# far less than requests/s. Starts one server per build on the catalogs, then, round after round, drives each in
# turn with the search mix of Scripts/bench-server.sh (`wrk -t1 -c8`, a 1 s warm-up, then DURATION) and divides the
# server's user + system time over the run (/proc/PID/stat) by the requests wrk counted. Bounded: ROUNDS x builds
# runs of DURATION each.
#
#   Scripts/bench-search-cpu.sh /tmp/names-before .build/release/names      # 4 rounds of 4 s, shipped Catalogs/
#   ROUNDS=2 DURATION=3s CATALOGS=other/ Scripts/bench-search-cpu.sh A B C
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -gt 0 ] || { echo "usage: Scripts/bench-search-cpu.sh NAMES [NAMES...]" >&2; exit 2; }
ROUNDS=${ROUNDS:-4}
DURATION=${DURATION:-4s}
CATALOGS=${CATALOGS:-Catalogs}
PORT=${PORT:-18700}
command -v wrk >/dev/null || { echo "bench-search-cpu: needs wrk (apt-get install wrk)" >&2; exit 1; }

work=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT
cp Scripts/search-mix.lua "$work/search.lua"

ports=()
for names in "$@"; do
  port=$((PORT + ${#ports[@]}))
  "$names" serve --catalog "$CATALOGS" --host 127.0.0.1 --port "$port" --log-level warning 2>"$work/$port.log" &
  pids+=($!)
  ports+=("$port")
done
for index in "${!ports[@]}"; do
  until curl -sf "http://127.0.0.1:${ports[$index]}/readyz" >/dev/null 2>&1; do
    kill -0 "${pids[$index]}" 2>/dev/null || { cat "$work/${ports[$index]}.log"; exit 1; }
    sleep 0.2
  done
done

tick=$(getconf CLK_TCK)
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
builds=("$@")
for round in $(seq "$ROUNDS"); do
  for index in "${!ports[@]}"; do
    url="http://127.0.0.1:${ports[$index]}"
    wrk -t1 -c8 -d1s -s "$work/search.lua" "$url" >/dev/null
    before=$(cpu_ticks "${pids[$index]}")
    requests=$(wrk -t1 -c8 -d"$DURATION" -s "$work/search.lua" "$url" | awk '/requests in/ {print $1}')
    after=$(cpu_ticks "${pids[$index]}")
    awk -v r="$round" -v b="${builds[$index]}" -v n="$requests" -v t=$((after - before)) -v hz="$tick" \
      -v load="$(cut -d' ' -f1 /proc/loadavg)" \
      'BEGIN { printf "round %d  %-40s %7d requests  %6.2f s CPU  %6.1f us/request  load %s\n", r, b, n, t / hz, t / hz * 1e6 / n, load }'
  done
done
