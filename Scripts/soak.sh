#!/usr/bin/env bash
# Soak run of `names serve` (release build) on 127.0.0.1: wrk drives a weighted mix of look-ups, names, batches,
# searches, listings that follow cursors and bad requests (Scripts/soak-mix.lua) for DURATION, while a loop
# reloads the catalog every few seconds through POST /v1/admin/reload and SIGHUP in turn, cycling a valid change,
# three corrupted catalogs (not JSON, an unknown language key, a duplicate id) and the original. The server's
# RSS is sampled every 5 s. Serves a copy of Catalogs/ in a temporary folder; everything is stopped on exit.
#
# Passes when: no 5xx and every 4xx carries a known error code; the server stays up (same pid and start time)
# and answers /readyz at the end; every reload does what its catalog calls for (refused ones say so, the old
# catalog keeps serving, /metrics counts each outcome); and memory does not grow: after the warm-up (the first
# minute and the first cycle of 7 reloads, whichever ends later), the median of the server's anonymous memory
# (RssAnon in /proc/PID/status: its heap, stacks and other private pages, what a leak grows) over the last third of
# the samples is at most 10 % above its median over the first third. Its band (max - min) is reported, not held: it
# is a sawtooth (freed memory handed back every 30 s, an old snapshot's structures ending). RssFile (pages of mapped files: the binary, its libraries and, with --snapshot, the served snapshot,
# which the kernel reads in as requests touch them and may drop under pressure) and the total VmRSS are sampled and
# reported beside it but not held to the criterion: a snapshot swap maps a new file whose pages are counted again from
# none, so VmRSS moves by up to the snapshot's size with no leak. Logs, wrk's output, rss.csv and reloads.csv stay
# in the temporary folder it prints.
#
#   Scripts/soak.sh            # 10 minutes
#   Scripts/soak.sh 3m         # a short run while developing (also 90s, 1h); under ~2 min no reload cycle ends
#   CONNECTIONS=32 RELOAD_PAUSE=5 WARMUP=120 Scripts/soak.sh 20m
#   RELOADS=0 Scripts/soak.sh 4m   # the same mix without reloads: the reference for latency and memory
#
# SNAPSHOT=1: the snapshot path. Serves `names serve --snapshot` of the shipped catalogs; prepares two valid
# snapshots that differ (Catalogs/ and a copy with the probe place renamed: other fingerprints) and three damaged
# ones (cut in half; one byte flipped in a section, which its checksum catches; a wrong signature); every
# RELOAD_EVERY seconds (10) copies one beside the served file, renames it over it and reloads, POST and SIGHUP in
# turn, one in five damaged. At the end, SIGTERM under load (Scripts/sigterm-under-load.sh): the time to exit, and
# whether every request in flight was answered (a pass criterion: exit within 2 s, none left unanswered).
#
#   SNAPSHOT=1 Scripts/soak.sh     # 10 minutes, 60 swaps
#   NAMES_BINARY=.build-release/release/names SNAPSHOT=1 Scripts/soak.sh   # a build of names made elsewhere
#   LOG_LEVEL=debug SNAPSHOT=1 Scripts/soak.sh 3m   # the server's log (server.log) at that level: the shutdown's steps
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${1:-10m}
CONNECTIONS=${CONNECTIONS:-16}
THREADS=${THREADS:-2}
PORT=${SOAK_PORT:-18490}
RELOAD_PAUSE=${RELOAD_PAUSE:-3}     # seconds between the end of one reload and the next
RELOADS=${RELOADS:-1}               # 0: no reload loop, and no reload criteria
SAMPLE_EVERY=${SAMPLE_EVERY:-5}     # seconds between RSS samples
MAX_RSS_GROWTH=${MAX_RSS_GROWTH:-10}  # per cent, of RssAnon's median from the first third to the last (below)
SNAPSHOT=${SNAPSHOT:-0}             # 1: serve and swap snapshots (above)
RELOAD_EVERY=${RELOAD_EVERY:-10}    # with SNAPSHOT=1: seconds from the start of one swap to the next
MAX_EXIT_MS=${MAX_EXIT_MS:-2000}    # with SNAPSHOT=1: SIGTERM to exit

case "$DURATION" in
  *h) seconds=$(( ${DURATION%h} * 3600 )) ;;
  *m) seconds=$(( ${DURATION%m} * 60 )) ;;
  *s) seconds=${DURATION%s} ;;
  *) seconds=$DURATION; DURATION=${DURATION}s ;;
esac
# A minute of warm-up, or a quarter of a run shorter than four minutes.
WARMUP=${WARMUP:-$(( seconds >= 240 ? 60 : seconds / 4 ))}

need=()
for pkg in wrk curl jq python3; do
  command -v "$pkg" >/dev/null 2>&1 || need+=("$pkg")
done
if [ ${#need[@]} -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq "${need[@]}" >/dev/null
fi

names=${NAMES_BINARY:-.build/release/names}   # NAMES_BINARY: a names built elsewhere, not rebuilt here
if [ -z "${NAMES_BINARY:-}" ]; then
  echo "building names (release)..."
  swift build -c release --product names >/dev/null
fi
base="http://127.0.0.1:$PORT"

work=$(mktemp -d "${TMPDIR:-/tmp}/placenames-soak.XXXXXX")
background=()
server_pid=""
# Stops what this script started (children of the background loops first), keeps the logs and samples.
cleanup() {
  local pid children
  for pid in "${background[@]}" $server_pid; do
    # The loop first, then what it was running (a sleep, a curl), so it cannot report them as killed.
    children=$(pgrep -P "$pid" || true)
    kill -TERM "$pid" 2>/dev/null || true
    for child in $children; do kill -TERM "$child" 2>/dev/null || true; done
  done
  for pid in "${background[@]}" $server_pid; do wait "$pid" 2>/dev/null || true; done
  rm -rf "$work/catalogs" "$work/variants" "$work"/*.snapshot "$work"/*.tmp
  echo "logs and samples kept in $work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

mkdir "$work/catalogs"
cp -R Catalogs/. "$work/catalogs/"
probe_file="$work/catalogs/cities/TH.json"
{ read -r probe_id; read -r shipped_name; read -r renamed_name; } \
  < <(python3 Scripts/soak-prepare.py "$work/catalogs" "$probe_file" "$work")
probe_path="/v1/places/$(jq -rn --arg id "$probe_id" '$id | @uri')?lang=en"

# What a reload swaps in (variants/NAME.EXT) and where: the probe catalog file, or the served snapshot.
if [ "$SNAPSHOT" = 1 ]; then
  echo "writing the snapshots (shipped, renamed) and their damaged copies..."
  ext=snapshot
  swap_target=$work/served.snapshot
  "$names" snapshot "$work/catalogs" -o "$work/variants/good.snapshot" >/dev/null
  cp "$work/variants/renamed.json" "$probe_file"
  "$names" snapshot "$work/catalogs" -o "$work/variants/renamed.snapshot" >/dev/null
  cp "$work/variants/good.json" "$probe_file"
  python3 Scripts/soak-prepare.py damage "$work/variants/good.snapshot" "$work/variants"
  cp "$work/variants/good.snapshot" "$swap_target"
  serving=(--snapshot "$swap_target")
else
  ext=json
  swap_target=$probe_file
  serving=(--catalog "$work/catalogs")
fi

token=$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')
PLACENAMES_ADMIN_TOKEN=$token "$names" serve "${serving[@]}" --host 127.0.0.1 --port "$PORT" \
  --log-level "${LOG_LEVEL:-warning}" 2>"$work/server.log" &
server_pid=$!
for _ in $(seq 1 600); do
  curl -sf "$base/readyz" >/dev/null 2>&1 && break
  kill -0 "$server_pid" 2>/dev/null || { cat "$work/server.log"; exit 1; }
  sleep 0.2
done
curl -sf "$base/readyz" >/dev/null
# Field 22 of /proc/PID/stat: the start time, which changes if the pid were ever reused by a new process.
started_at=$(awk '{print $22}' "/proc/$server_pid/stat")
started_pid=$server_pid
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
etag=$(curl -sf -o /dev/null -D - "$base$probe_path" | awk -F': ' 'tolower($1) == "etag" {print $2}' | tr -d '\r')
echo "server pid $server_pid ready on $base; soak for $DURATION (${seconds} s), load average $load_before"

# The server's memory every SAMPLE_EVERY seconds, from /proc/PID/status, in kB: seconds since the start, RssAnon
# (anonymous: heap, stacks; the band check's), VmRSS (all resident pages), RssFile (file-backed: the binary, its
# libraries, the mapped snapshot), RssShmem, VmHWM (VmRSS's peak), threads.
sample_memory() {
  local start=$SECONDS
  echo "seconds,anon_kb,rss_kb,file_kb,shmem_kb,hwm_kb,threads" >"$work/rss.csv"
  while [ -r "/proc/$server_pid/status" ]; do
    awk -v t=$(( SECONDS - start )) '/^RssAnon:/ {anon=$2} /^VmRSS:/ {rss=$2} /^RssFile:/ {file=$2}
      /^RssShmem:/ {shmem=$2} /^VmHWM:/ {hwm=$2} /^Threads:/ {n=$2}
      END {if (rss) print t "," anon "," rss "," file "," shmem "," hwm "," n}' "/proc/$server_pid/status" \
      >>"$work/rss.csv"
    sleep "$SAMPLE_EVERY"
  done
}

# The served catalog's reload counters from /metrics: "reloaded unchanged rejected".
reload_counts() {
  curl -sf "$base/metrics" | awk '
    /^placenames_catalog_reloads_total\{/ {
      if ($0 ~ /outcome="reloaded"/) r = $NF; else if ($0 ~ /outcome="unchanged"/) u = $NF
      else if ($0 ~ /outcome="rejected"/) j = $NF
    }
    END { printf "%d %d %d\n", r, u, j }'
}

# What a refusal of each corrupted variant must mention after the file's name and position.
declare -A why=([broken-json]="" [unknown-language]="klingon" [duplicate-id]="duplicate id 'geonames:1609350'"
                [truncated]="truncated or extended" [flipped]="checksum mismatch in section"
                [signature]="not a snapshot")

# Swaps VARIANT in as the probe file atomically, reloads through METHOD (post or sighup), checks the outcome and
# that the probe place's English name is then NAME. Appends a line to reloads.csv; returns 1 on a failed check.
reload_step() {
  local variant=$1 method=$2 expected=$3 name=$4
  cp "$work/variants/$variant.$ext" "$work/swap.tmp"
  mv -f "$work/swap.tmp" "$swap_target"
  local before outcome="" detail="" began=$SECONDS
  before=$(reload_counts)
  local started_ns
  started_ns=$(date +%s%N)
  if [ "$method" = post ]; then
    local status
    status=$(curl -s -o "$work/reload-answer.json" -w '%{http_code}' -X POST \
      -H "Authorization: Bearer $token" "$base/v1/admin/reload" || echo 000)
    case "$status $(jq -r '.status // .error.code' "$work/reload-answer.json" 2>/dev/null)" in
      "200 reloaded") outcome=reloaded ;;
      "200 unchanged") outcome=unchanged ;;
      "422 catalog_rejected")
        # A refusal must say that the previous catalog is still served, and why, naming the file.
        local message
        message=$(jq -r .error.message "$work/reload-answer.json")
        if [[ "$message" != *"previous one is still served"* ]]; then
          outcome=rejected-without-saying-so
        elif [[ "$message" != *"$(basename "$swap_target"):"*"${why[$variant]-}"* ]]; then
          outcome=rejected-without-the-reason
          detail=";${message:0:300}"
        else
          outcome=rejected
        fi ;;
      *) outcome="http-$status"; detail=$(head -c 300 "$work/reload-answer.json" 2>/dev/null | tr ',\n' '; ') ;;
    esac
  else
    kill -HUP "$server_pid"
    local after="$before"
    while [ "$after" = "$before" ] && [ $(( SECONDS - began )) -lt 180 ]; do
      sleep 0.2
      after=$(reload_counts)
    done
    read -r r0 u0 j0 <<<"$before"
    read -r r1 u1 j1 <<<"$after"
    if [ "$r1" -gt "$r0" ]; then outcome=reloaded
    elif [ "$u1" -gt "$u0" ]; then outcome=unchanged
    elif [ "$j1" -gt "$j0" ]; then outcome=rejected
    else outcome=no-reload-seen; fi
  fi
  local took_ms=$(( ($(date +%s%N) - started_ns) / 1000000 ))
  local served
  served=$(curl -sf "$base$probe_path" | jq -r .name 2>/dev/null || echo "?")
  local ok=yes
  [ "$outcome" = "$expected" ] && [ "$served" = "$name" ] || ok=no
  local after_counts
  after_counts=$(reload_counts)
  echo "$(( SECONDS - soak_start )),$variant,$method,$expected,$outcome,$took_ms,$served,$after_counts,$ok$detail" \
    >>"$work/reloads.csv"
  [ "$ok" = yes ]
}

# The reload cycle: the catalog's 7 steps; with SNAPSHOT=1, 15, a damaged snapshot every fifth. They alternate
# POST and SIGHUP, so over two cycles each step is done both ways.
steps=("renamed reloaded renamed" "broken-json rejected renamed" "unknown-language rejected renamed"
       "duplicate-id rejected renamed" "good reloaded shipped" "good unchanged shipped"
       "broken-json rejected shipped")
[ "$SNAPSHOT" = 1 ] && steps=(
  "renamed reloaded renamed" "good reloaded shipped" "good unchanged shipped" "renamed reloaded renamed"
  "truncated rejected renamed" "good reloaded shipped" "renamed reloaded renamed" "renamed unchanged renamed"
  "good reloaded shipped" "flipped rejected shipped" "renamed reloaded renamed" "good reloaded shipped"
  "renamed reloaded renamed" "good reloaded shipped" "signature rejected shipped")

# The reload cycle until the deadline or the stop file.
reload_loop() {
  local deadline=$1 n=0
  echo "seconds,variant,method,expected,outcome,ms,probe_name,metrics_reloaded_unchanged_rejected,ok" \
    >"$work/reloads.csv"
  while [ ! -e "$work/stop" ] && [ "$SECONDS" -lt "$deadline" ]; do
    local variant expected which
    read -r variant expected which <<<"${steps[$(( n % ${#steps[@]} ))]}"
    local name=$shipped_name
    [ "$which" = renamed ] && name=$renamed_name
    local method=post
    [ $(( n % 2 )) -eq 1 ] && method=sighup
    local step_start=$SECONDS
    reload_step "$variant" "$method" "$expected" "$name" || true
    n=$(( n + 1 ))
    if [ "$SNAPSHOT" = 1 ]; then
      sleep $(( RELOAD_EVERY - (SECONDS - step_start) > 0 ? RELOAD_EVERY - (SECONDS - step_start) : 0 ))
    else
      sleep "$RELOAD_PAUSE"
    fi
  done
}

soak_start=$SECONDS
sample_memory &
background+=($!)
if [ "$RELOADS" = 0 ]; then
  echo "seconds,variant,method,expected,outcome,ms,probe_name,metrics_reloaded_unchanged_rejected,ok" \
    >"$work/reloads.csv"
  true &
else
  reload_loop $(( SECONDS + seconds - 5 )) &
fi
background+=($!)
wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" --timeout 10s --latency -s Scripts/soak-mix.lua "$base" \
  -- "$work/mix-data.lua" "$etag" >"$work/wrk.out" 2>&1 &
wrk_pid=$!
background+=("$wrk_pid")
wait "$wrk_pid" || true
touch "$work/stop"
wait "${background[1]}" || true
load_after=$(cut -d' ' -f1-3 /proc/loadavg)

# The verdict.
failures=()
alive=no
if kill -0 "$server_pid" 2>/dev/null && [ "$(awk '{print $22}' "/proc/$server_pid/stat")" = "$started_at" ] \
  && curl -sf "$base/readyz" >/dev/null; then
  alive=yes
else
  failures+=("the server is not the one started, or does not answer /readyz")
fi
sleep "$SAMPLE_EVERY"  # one more RSS sample after the load

grep -q '^soak totals' "$work/wrk.out" || { cat "$work/wrk.out"; failures+=("wrk did not finish"); }
value() { grep "^soak $1" "$work/wrk.out" | tr ' ' '\n' | awk -F= -v k="$2" '$1 == k {print $2}'; }
requests=$(value totals requests)
rps=$(awk '/^Requests\/sec:/ {print $2}' "$work/wrk.out")
fivexx=$(value classes 5xx)
other=$(value classes other)
[ "${fivexx:-1}" -eq 0 ] || failures+=("$fivexx answers were 5xx")
[ "${other:-1}" -eq 0 ] || failures+=("$other answers had no valid status")
server_5xx=$(curl -sf "$base/metrics" | awk '/^placenames_http_requests_total\{/ && /status="5/ {n += $NF} END {print n + 0}')
[ "$server_5xx" -eq 0 ] || failures+=("/metrics counts $server_5xx answers with a 5xx status")
known_codes=" unknown_language bad_accept_language bad_percent_encoding query_too_long uri_too_long bad_json \
too_many_ids body_too_large not_found bad_limit bad_cursor missing_query unauthorized method_not_allowed \
bad_coordinate missing_coordinate "
unexpected=$(grep '^soak code ' "$work/wrk.out" | awk '{print $4}' | sort -u | while read -r code; do
  [[ "$known_codes" == *" $code "* ]] || echo "$code"; done | paste -sd' ' -)
[ -z "$unexpected" ] || failures+=("error answers with unexpected codes: $unexpected")

# Samples of rss.csv's column COLUMN (2 RssAnon, the default; 3 VmRSS; 4 RssFile) from second WARM on:
# "start first min max end samples spread%".
rss_stats() {
  awk -F, -v warm="$1" -v c="${2:-2}" 'NR == 2 {start = $c} NR > 1 {end = $c}
    NR > 1 && $1 >= warm { if (!n++) {first = $c; min = $c; max = $c}; if ($c < min) min = $c; if ($c > max) max = $c }
    END { printf "%d %d %d %d %d %d %.1f\n", start, first, min, max, end, n, n && min ? (max - min) * 100 / min : -1 }' \
    "$work/rss.csv"
}
# The warm-up ends after WARMUP seconds and after the first full reload cycle (7 reloads, 2 of them accepted; 15),
# whichever is later: the first accepted reloads raise RSS to the mark of two catalogs held at once plus the
# validation of the new one, where it then stays (the allocator keeps the freed pages).
cycle_end=$(awk -F, -v n=$(( ${#steps[@]} + 1 )) 'NR == n {print $1}' "$work/reloads.csv")
warm_end=$WARMUP
[ -n "$cycle_end" ] && [ "$cycle_end" -gt "$warm_end" ] && warm_end=$cycle_end
read -r rss_start rss_warm rss_min rss_max rss_end rss_samples rss_spread <<<"$(rss_stats "$warm_end" 2)"
minute_spread=$(rss_stats "$WARMUP" 2 | awk '{print $7}')
read -r total_start total_warm total_min total_max total_end _ total_spread <<<"$(rss_stats "$warm_end" 3)"
read -r file_start file_warm file_min file_max file_end _ file_spread <<<"$(rss_stats "$warm_end" 4)"
# The medians of RssAnon over the first and the last third of the samples after the warm-up, and the growth from one
# to the other in per cent. Anonymous memory is a sawtooth, not a band: freed memory goes back to the system every
# 30 s and an old snapshot's structures end with its last request, so single samples dip far below the level
# (60–130 MiB in the run of 27 November, medians 108–112 MiB); a leak raises the level, which the medians follow.
rss_growth() {
  awk -F, -v warm="$1" 'NR > 1 && $1 >= warm {v[n++] = $2}
    function median(from, to,   m, i, j, t, a) {
      m = 0; for (i = from; i < to; i++) a[m++] = v[i]
      for (i = 1; i < m; i++) { t = a[i]; for (j = i - 1; j >= 0 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
      return m % 2 ? a[int(m / 2)] : (a[m / 2 - 1] + a[m / 2]) / 2 }
    END { third = int(n / 3); if (third < 1) {print "0 0 -1"; exit}
      first = median(0, third); last = median(n - third, n)
      printf "%d %d %.1f\n", first, last, first ? (last - first) * 100 / first : -1 }' "$work/rss.csv"
}
read -r rss_first_median rss_last_median rss_growth_percent <<<"$(rss_growth "$warm_end")"
if [ -z "$cycle_end" ] && [ "$RELOADS" != 0 ]; then
  failures+=("the reload loop did not finish one cycle of ${#steps[@]} reloads: run longer")
elif [ "$rss_samples" -lt 6 ]; then
  failures+=("fewer than 6 RSS samples after the warm-up: run longer")
elif awk -v s="$rss_growth_percent" -v m="$MAX_RSS_GROWTH" 'BEGIN {exit !(s > m)}'; then
  failures+=("anonymous memory (RssAnon) grew by $rss_growth_percent % from the first third of the run to the last" \
             "(medians; limit $MAX_RSS_GROWTH %)")
fi

attempts=$(( $(wc -l <"$work/reloads.csv") - 1 ))
count() { awk -F, -v c="$1" -v v="$2" 'NR > 1 && $c == v' "$work/reloads.csv" | wc -l; }
accepted=$(count 5 reloaded); unchanged=$(count 5 unchanged); refused=$(count 5 rejected)
failed=$(count 9 no)
[ "$failed" -eq 0 ] || failures+=("$failed reloads did not do what their catalog calls for (see reloads.csv)")
[ "$RELOADS" = 0 ] || { [ "$accepted" -gt 0 ] && [ "$refused" -gt 0 ]; } || failures+=("the run saw no accepted or no refused reload")
read -r m_reloaded m_unchanged m_rejected <<<"$(reload_counts)"
[ "$m_reloaded $m_unchanged $m_rejected" = "$accepted $unchanged $refused" ] ||
  failures+=("/metrics counts reloads $m_reloaded/$m_unchanged/$m_rejected, the loop saw $accepted/$unchanged/$refused")
mib() { awk -v k="$1" 'BEGIN {printf "%.1f", k / 1024}'; }

# The snapshot path ends with SIGTERM under load: the time to exit, and no request in flight left unanswered.
if [ "$SNAPSHOT" = 1 ]; then
  source Scripts/sigterm-under-load.sh
  mkdir -p "$work/shutdown"
  load_shutdown=$(cut -d' ' -f1-3 /proc/loadavg)
  sigterm_under_load "$server_pid" "$base" "$work/shutdown" 3
  refused_after=$refused_connections
  CURL_LOOPS_SHOWN=${CURL_LOOPS:-4}
  server_pid=""
  [ "$exit_ms" -le "$MAX_EXIT_MS" ] || failures+=("the server took $exit_ms ms to exit after SIGTERM (limit $MAX_EXIT_MS)")
  [ "$exit_status" -eq 0 ] || failures+=("the server exited with status $exit_status after SIGTERM")
  [ "$dropped" -eq 0 ] || failures+=("$dropped requests in flight at SIGTERM got no answer (see shutdown/curl-*.log)")
fi

echo
echo "== soak of names serve: $DURATION, wrk -t$THREADS -c$CONNECTIONS, 127.0.0.1, $(nproc) cores =="
echo "load average before: $load_before; after: $load_after"
echo "requests: $requests in $(value totals seconds) s ($rps req/s); socket errors: connect $(value totals connect)," \
  "read $(value totals read), write $(value totals write), timeout $(value totals timeout)"
echo "status classes: $(grep '^soak classes' "$work/wrk.out" | cut -d' ' -f3-); 5xx in /metrics: $server_5xx"
echo "statuses: $(grep '^soak status' "$work/wrk.out" | sort -k3n | awk '{printf "%s%s=%s", sep, $3, $4; sep=" "}')"
echo "errors by status and code: $(grep '^soak code' "$work/wrk.out" | sort -k5nr | awk '{printf "%s%s %s=%s", sep, $3, $4, $5; sep=", "}')"
echo "latency (ms): $(grep '^soak latency_ms' "$work/wrk.out" | cut -d' ' -f3-)"
echo "anonymous memory, RssAnon (MiB): start $(mib "$rss_start"), after warm-up $(mib "$rss_warm")," \
  "min $(mib "$rss_min"), max $(mib "$rss_max"), end $(mib "$rss_end") ($rss_samples samples, one every" \
  "${SAMPLE_EVERY} s from ${warm_end} s)"
echo "file-backed, RssFile (MiB: the binary, its libraries and any mapped snapshot; not held to the band):" \
  "start $(mib "$file_start"), after warm-up $(mib "$file_warm"), min $(mib "$file_min"), max $(mib "$file_max")," \
  "end $(mib "$file_end"), spread $file_spread %"
echo "total, VmRSS (MiB: anonymous + file-backed + shared; not held to the band): start $(mib "$total_start")," \
  "after warm-up $(mib "$total_warm"), min $(mib "$total_min"), max $(mib "$total_max"), end $(mib "$total_end")," \
  "spread $total_spread %"
echo "memory growth: median of RssAnon over the first third of the samples after the warm-up $(mib "$rss_first_median")" \
  "MiB, over the last third $(mib "$rss_last_median") MiB: $rss_growth_percent % (limit $MAX_RSS_GROWTH %); band" \
  "(max - min) / min: $rss_spread %, from $WARMUP s alone: $minute_spread %. Warm-up: the first $WARMUP s and the" \
  "first reload cycle (ended at ${cycle_end:-no} s), whichever is later. Only anonymous memory is held to the" \
  "criterion: a leak grows it, while RssFile counts the pages of mapped files that the kernel reads in as requests" \
  "touch them (a swapped-in snapshot starts again from none) and may drop at any time"
echo "reloads: $attempts attempts ($(count 3 post) POST, $(count 3 sighup) SIGHUP): $accepted accepted," \
  "$unchanged unchanged, $refused refused; by catalog: $(count 2 broken-json) not JSON, $(count 2 unknown-language)" \
  "unknown language, $(count 2 duplicate-id) duplicate id; by snapshot: $(count 2 truncated) truncated," \
  "$(count 2 flipped) flipped byte, $(count 2 signature) wrong signature; $failed failed checks;" \
  "/metrics: reloaded $m_reloaded, unchanged $m_unchanged, rejected $m_rejected"
echo "reload time (ms, from the request or signal to the outcome): $(awk -F, 'NR > 1 {print $6}' "$work/reloads.csv" |
  sort -n | awk '{a[NR] = $1} END {if (NR) printf "min %d, median %d, max %d", a[1], a[int((NR + 1) / 2)], a[NR]}')"
[ "$SNAPSHOT" = 1 ] && echo "SIGTERM under load (load average $load_shutdown): exit after $exit_ms ms (status" \
  "$exit_status); requests of $CURL_LOOPS_SHOWN curl loops, each on a new connection: $answered answered, $refused_after" \
  "refused after the listener closed, $dropped in flight without an answer; wrk's socket errors in the shutdown" \
  "(connect read write timeout): $wrk_errors"
echo "server: pid $started_pid, alive and never restarted until the end: $alive;" \
  "log lines: $(grep -c ' error ' "$work/server.log" || true) at level error ($(grep -c 'catalog reload rejected' "$work/server.log" || true) reload refusals)," \
  "$(grep -c 'unexpected error' "$work/server.log" || true) unexpected"
if [ ${#failures[@]} -eq 0 ]; then
  echo "PASS"
else
  printf 'FAIL: %s\n' "${failures[@]}"
  exit 1
fi
