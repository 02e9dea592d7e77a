#!/usr/bin/env bash
# CYCLES (50) cycles of: start `names serve --snapshot` (release build) on 127.0.0.1, wait for /readyz, load it for
# LOAD seconds (2), SIGTERM under that load (Scripts/sigterm-under-load.sh: curl loops, one request per connection,
# beside wrk's keep-alive connections), wait for the exit. Prints each cycle's time to ready and to exit, what became
# of the requests in flight, and the maximum.
#
# With STALLED=1, each cycle also holds one connection with a request whose body is announced (100 bytes) and never
# sent: graceful shutdown waits for it up to ServerConfiguration.shutdownGrace (1 s), then closes it (it waited for
# the idle time-out, 30 s, before).
#
# Passes when every exit comes within MAX_EXIT_MS (2000) of SIGTERM with status 0 and no request in flight was left
# without an answer (the stalled one aside). Serves SNAPSHOT_FILE, or a snapshot of Catalogs/ it writes first
# (about 20 s).
#
#   Scripts/sigterm-cycles.sh
#   STALLED=1 Scripts/sigterm-cycles.sh
#   CYCLES=10 LOAD=5 SNAPSHOT_FILE=/tmp/placenames.snapshot Scripts/sigterm-cycles.sh
#   NAMES_BINARY=/tmp/names-base Scripts/sigterm-cycles.sh     # another build of names, not built here
set -euo pipefail
cd "$(dirname "$0")/.."

CYCLES=${CYCLES:-50}
LOAD=${LOAD:-2}
PORT=${CYCLES_PORT:-18495}
MAX_EXIT_MS=${MAX_EXIT_MS:-2000}
STALLED=${STALLED:-0}

names=${NAMES_BINARY:-.build/release/names}
if [ -z "${NAMES_BINARY:-}" ]; then
  echo "building names (release)..."
  swift build -c release --product names >/dev/null 2>&1
fi
base="http://127.0.0.1:$PORT"
work=$(mktemp -d "${TMPDIR:-/tmp}/placenames-sigterm.XXXXXX")
server_pid=""
cleanup() {
  [ -n "$server_pid" ] && kill -TERM "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  rm -f "$work/placenames.snapshot"
  echo "logs kept in $work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

snapshot=${SNAPSHOT_FILE:-}
if [ -z "$snapshot" ]; then
  snapshot=$work/placenames.snapshot
  "$names" snapshot Catalogs -o "$snapshot" >/dev/null
fi
source Scripts/sigterm-under-load.sh

echo "$CYCLES cycles, $LOAD s of load each, stalled body: $STALLED, $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "cycle,ready_ms,exit_ms,exit_status,answered,refused,dropped,dropped_by_curl_exit,wrk_connect_read_write_timeout,load1" \
  >"$work/cycles.csv"
failures=0
for cycle in $(seq 1 "$CYCLES"); do
  folder=$work/cycle-$cycle
  mkdir "$folder"
  began=$(date +%s%N)
  "$names" serve --snapshot "$snapshot" --host 127.0.0.1 --port "$PORT" --log-level warning 2>"$folder/server.log" &
  server_pid=$!
  until curl -sf "$base/readyz" >/dev/null 2>&1; do
    kill -0 "$server_pid" 2>/dev/null || { cat "$folder/server.log"; exit 1; }
    sleep 0.05
  done
  ready_ms=$(( ($(date +%s%N) - began) / 1000000 ))
  if [ "$STALLED" = 1 ]; then
    exec 9<>"/dev/tcp/127.0.0.1/$PORT"
    printf 'POST /v1/lookup HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"ids": [' >&9
  fi
  sigterm_under_load "$server_pid" "$base" "$folder" "$LOAD"
  [ "$STALLED" = 1 ] && exec 9<&-
  server_pid=""
  load1=$(cut -d' ' -f1 /proc/loadavg)
  ok=yes
  if [ "$exit_ms" -gt "$MAX_EXIT_MS" ] || [ "$exit_status" -ne 0 ] || [ "$dropped" -ne 0 ]; then
    ok=no; failures=$(( failures + 1 ))
  fi
  echo "$cycle,$ready_ms,$exit_ms,$exit_status,$answered,$refused_connections,$dropped,${dropped_codes:--},${wrk_errors// //},$load1" \
    >>"$work/cycles.csv"
  printf 'cycle %2d: ready after %4d ms; SIGTERM to exit %4d ms (status %d); in flight: %d answered, %d refused, %d unanswered%s; wrk errors %s; load %s%s\n' \
    "$cycle" "$ready_ms" "$exit_ms" "$exit_status" "$answered" "$refused_connections" "$dropped" \
    "${dropped_codes:+ (curl exit:count $dropped_codes)}" "$wrk_errors" "$load1" "$([ $ok = yes ] || echo '  <- FAIL')"
done

echo
echo "== $CYCLES SIGTERM cycles of names serve --snapshot, $LOAD s of load each, stalled body: $STALLED, load average after: $(cut -d' ' -f1-3 /proc/loadavg) =="
awk -F, 'NR > 1 {print $3}' "$work/cycles.csv" | sort -n | awk -v limit="$MAX_EXIT_MS" \
  '{a[NR] = $1; s += $1; if ($1 > limit) over++} END {printf "SIGTERM to exit (ms): min %d, median %d, mean %.0f, max %d; over %d ms: %d\n",
    a[1], a[int((NR + 1) / 2)], s / NR, a[NR], limit, over + 0}'
awk -F, 'NR > 1 {r += $5; f += $6; d += $7; if ($4 != 0) bad++} END {printf "requests in flight at SIGTERM: %d answered, %d refused after the listener closed, %d unanswered; exits with a status other than 0: %d\n", r, f, d, bad + 0}' "$work/cycles.csv"
awk -F, 'NR > 1 && $8 != "-" {n = split($8, parts, " "); for (i = 1; i <= n; i++) {split(parts[i], kv, ":"); c[kv[1]] += kv[2]}}
  END {s = ""; for (k in c) s = s " curl exit " k ": " c[k] ";"; print "unanswered by curl exit code (52 empty reply, 56 reset, 28 time-out):" (s == "" ? " none" : s)}' "$work/cycles.csv"
awk -F, 'NR > 1 {split($9, w, "/"); for (i = 1; i <= 4; i++) t[i] += w[i]} END {printf "wrk socket errors in all shutdowns: connect %d, read %d, write %d, timeout %d\n", t[1], t[2], t[3], t[4]}' "$work/cycles.csv"
if [ "$failures" -eq 0 ]; then echo PASS; else echo "FAIL: $failures cycles (see $work/cycles.csv)"; exit 1; fi
