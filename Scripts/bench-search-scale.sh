#!/usr/bin/env bash
# Search at scale (issue 30): for each catalog size, serves a snapshot with `names serve --snapshot` on 127.0.0.1
# and drives GET /v1/search with the realistic mix (Scripts/search-queries.py: COUNT distinct queries drawn from
# that catalog, sent by Scripts/search-queries.lua). Per size it prints a Markdown table: wrk -t2 --latency at 32
# and at 4 connections (DURATION each, 32 first, after a WARMUP run), req/s, p50/p99/p99.9, distinct queries sent,
# server CPU per query (utime + stime from /proc/PID/stat over the run, divided by wrk's requests), RSS (VmRSS,
# RssAnon, RssFile) at ready and after each run; then each query of the mix once, one at a time on one keep-alive
# connection: median and max per kind and the 20 slowest queries. A summary table of every size comes last.
#
# Sizes: `shipped` (the repo's Catalogs/) or a number of names: `placenames-bench generate --names N` writes
# BENCH_DIR/names-N.json once and later runs reuse it (generated data never goes into the repo). Snapshots are
# written by the `names` measured (`names snapshot`), one per build (its hash in the name), and reused.
#
#   Scripts/bench-search-scale.sh                                  # shipped, 1 M and 10 M names, 10 s per run
#   SIZES="shipped 1000000" DURATION=10s NAMES=/tmp/names-base BENCH=/tmp/placenames-bench-base \
#     BENCH_DIR=/tmp/scale Scripts/bench-search-scale.sh
# Environment: SIZES, DURATION (10s), WARMUP (5s: the mix runs that long at 32 connections before the reported runs,
# so they measure a server whose snapshot pages are mapped; 0: the first run starts cold, as a fresh server does),
# NAMES (default: builds .build/release/names), BENCH (placenames-bench; default: builds it when a catalog must be
# generated), BENCH_DIR (/tmp/placenames-scale), COUNT (3000 queries), SEED (30), SERVER_PORT (18492).
set -euo pipefail
cd "$(dirname "$0")/.."
SIZES=${SIZES:-shipped 1000000 10000000}
DURATION=${DURATION:-10s}
WARMUP=${WARMUP:-5s}
COUNT=${COUNT:-3000}
SEED=${SEED:-30}
port=${SERVER_PORT:-18492}
dir=${BENCH_DIR:-${TMPDIR:-/tmp}/placenames-scale}
mkdir -p "$dir"
for tool in wrk curl python3; do
  command -v "$tool" >/dev/null || { echo "bench-search-scale: needs $tool" >&2; exit 1; }
done
if [ -n "${NAMES:-}" ]; then
  names=$NAMES
else
  swift build -c release --product names >/dev/null
  names=.build/release/names
fi
build=$(sha1sum "$names" | cut -c1-12)

work=$(mktemp -d)
pid=""
cleanup() {
  if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# timed LABEL COMMAND...: runs COMMAND (output to $work/step.out and step.err), prints its wall time, user CPU and
# peak RSS.
timed() {
  local label=$1; shift
  if ! /usr/bin/time -f '%e %U %M' -o "$work/time.txt" "$@" >"$work/step.out" 2>"$work/step.err"; then
    echo "bench-search-scale: $label failed: $*" >&2; tail -20 "$work/step.err" >&2; exit 1
  fi
  read -r wall user peak < <(tail -1 "$work/time.txt")
  echo "- $label: $wall s wall, $user s user CPU, peak RSS $((peak / 1024)) MB (\`$*\`)"
}
rss() { awk '/^(VmRSS|RssAnon|RssFile):/ { v[$1] = int($2 / 1024) } END { printf "%d MB (%d anon + %d file)", v["VmRSS:"], v["RssAnon:"], v["RssFile:"] }' "/proc/$1/status"; }
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
# to_ms 3.70ms | 850.00us | 1.02s -> milliseconds
to_ms() { awk -v v="$1" 'BEGIN { n = v + 0; if (v ~ /us$/) n /= 1000; else if (v ~ /[0-9]s$/) n *= 1000; printf "%.2f", n }'; }
tick=$(getconf CLK_TCK)

summary=()
for size in $SIZES; do
  echo
  if [ "$size" = shipped ]; then
    catalog=Catalogs
    title="shipped Catalogs/"
  else
    catalog=$dir/names-$size.json
    title="$size names"
  fi
  echo "## Search, realistic mix: $title"
  echo
  if [ "$size" != shipped ]; then
    if [ ! -f "$catalog" ]; then
      if [ -n "${BENCH:-}" ]; then bench=$BENCH; else
        swift build -c release --product placenames-bench >/dev/null; bench=.build/release/placenames-bench
      fi
      timed "generate $size names" "$bench" generate --names "$size" -o "$catalog"
    fi
  fi
  snapshot=$dir/$(basename "$catalog" .json)-$build.snapshot
  if [ "$size" = shipped ] || [ ! -f "$snapshot" ] || [ "$catalog" -nt "$snapshot" ]; then
    timed "snapshot" "$names" snapshot "$catalog" -o "$snapshot"
  fi
  queries=$dir/queries-$(basename "$catalog" .json)-$COUNT-$SEED.tsv
  if [ "$size" = shipped ] || [ ! -f "$queries" ] || [ "$catalog" -nt "$queries" ] \
     || [ Scripts/search-queries.py -nt "$queries" ]; then
    timed "queries" python3 Scripts/search-queries.py --count "$COUNT" --seed "$SEED" "$catalog" -o "$queries"
    cp "$work/step.err" "$queries.log"
  fi
  echo "- catalog: $catalog ($(du -sb "$catalog" | cut -f1) bytes), snapshot: $snapshot ($(stat -c %s "$snapshot") bytes)"
  echo "- queries: $queries; $(head -1 "$queries.log" | sed 's/^search-queries: //')"
  sed -n 's/^  \(kind\|prefixes\|language\|script\): */  - \1: /p' "$queries.log"

  begin=$(date +%s%N)
  "$names" serve --snapshot "$snapshot" --host 127.0.0.1 --port "$port" --log-level warning 2>"$work/serve.log" &
  pid=$!
  until curl -sf "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; do
    kill -0 "$pid" 2>/dev/null || { cat "$work/serve.log" >&2; exit 1; }
    sleep 0.05
  done
  ready_ms=$((($(date +%s%N) - begin) / 1000000))
  rss_ready=$(rss "$pid")
  echo "- \`names serve --snapshot\` ready after $ready_ms ms, RSS at ready $rss_ready"
  if [ "$WARMUP" != 0 ]; then
    wrk -t2 -c32 -d"$WARMUP" -s Scripts/search-queries.lua "http://127.0.0.1:$port" -- "$queries" >/dev/null
    echo "- warm-up: the mix for $WARMUP at 32 connections (not reported), RSS after it $(rss "$pid")"
  fi
  echo "- $(nproc) cores, load average before the runs $(cut -d' ' -f1-3 /proc/loadavg), $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo
  echo "| connections | requests | distinct queries | req/s | p50 ms | p99 ms | p99.9 ms | server CPU µs/query | RSS after | errors | load before |"
  echo "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | ---: |"
  for connections in 32 4; do
    load=$(cut -d' ' -f1 /proc/loadavg)
    before=$(cpu_ticks "$pid")
    out=$(wrk -t2 -c"$connections" -d"$DURATION" --latency -s Scripts/search-queries.lua "http://127.0.0.1:$port" \
      -- "$queries")
    after=$(cpu_ticks "$pid")
    requests=$(awk '/requests in/ { print $1 }' <<<"$out")
    rps=$(awk '/^Requests\/sec:/ { printf "%.0f", $2 }' <<<"$out")
    p50=$(to_ms "$(awk '$1 == "50%" { print $2 }' <<<"$out")")
    p99=$(to_ms "$(awk '$1 == "99%" { print $2 }' <<<"$out")")
    p999=$(to_ms "$(awk '/^p99.9 latency:/ { print $3 }' <<<"$out")")
    distinct=$(awk '/^distinct queries sent:/ { print $4 }' <<<"$out")
    cpu=$(awk -v t=$((after - before)) -v hz="$tick" -v n="$requests" 'BEGIN { printf "%.0f", t / hz * 1e6 / n }')
    errors=$(grep -E 'Non-2xx|Socket errors' <<<"$out" | tr -s ' ' | paste -sd';' - || true)
    rss_after=$(rss "$pid")
    echo "| $connections | $requests | $distinct | $rps | $p50 | $p99 | $p999 | $cpu | $rss_after | ${errors:-none} | $load |"
    summary+=("| $title | $connections | $rps | $p50 | $p99 | $p999 | $cpu | $rss_ready | $rss_after | $load |")
  done
  echo
  echo "Each query of the mix once, one at a time (one keep-alive connection, after the wrk runs):"
  echo
  python3 - "$port" "$queries" <<'PY'
import collections, http.client, statistics, sys, time, urllib.parse
port, path = int(sys.argv[1]), sys.argv[2]
rows = [line.rstrip("\n").split("\t") for line in open(path, encoding="utf-8") if line.startswith("/")]
connection = http.client.HTTPConnection("127.0.0.1", port)
connection.connect()  # before the clock: the first query's time is its answer's, not the TCP handshake's
timed, failed = [], collections.Counter()
for url, kind, script in rows:
    start = time.perf_counter()
    connection.request("GET", url)
    response = connection.getresponse()
    response.read()
    timed.append(((time.perf_counter() - start) * 1000, kind, script, url))
    if response.status != 200:
        failed[response.status] += 1
times = [t for t, _, _, _ in timed]
print(f"{len(timed)} queries, median {statistics.median(times):.2f} ms, max {max(times):.2f} ms, total {sum(times) / 1000:.1f} s"
      + (f", non-200 answers: {dict(failed)}" if failed else ", every answer 200"))
print()
by_kind = collections.defaultdict(list)
for t, kind, _, _ in timed:
    by_kind[kind].append(t)
order = lambda kind: (kind.split("-")[0], int(kind.split("-")[1]) if "-" in kind else 0)
print("| kind | queries | median ms | max ms |")
print("| --- | ---: | ---: | ---: |")
for kind in sorted(by_kind, key=order):
    print(f"| {kind} | {len(by_kind[kind])} | {statistics.median(by_kind[kind]):.2f} | {max(by_kind[kind]):.2f} |")
print()
print("The 20 slowest:")
print()
print("| ms | kind | script | q | lang |")
print("| ---: | --- | --- | --- | --- |")
for t, kind, script, url in sorted(timed, reverse=True)[:20]:
    query = urllib.parse.parse_qs(urllib.parse.urlsplit(url).query)
    print(f"| {t:.2f} | {kind} | {script} | `{query['q'][0]}` | {query['lang'][0]} |")
PY
  kill -TERM "$pid"; wait "$pid" 2>/dev/null || true; pid=""
done

echo
echo "## Summary"
echo
echo "\`SIZES=\"$SIZES\" DURATION=$DURATION WARMUP=$WARMUP Scripts/bench-search-scale.sh\`, names $names ($build), commit $(git rev-parse --short HEAD), $(nproc) cores, wrk -t2 -d$DURATION, $COUNT distinct queries (seed $SEED)"
echo
echo "| catalog | connections | req/s | p50 ms | p99 ms | p99.9 ms | server CPU µs/query | RSS at ready | RSS after the run | load before |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | ---: |"
printf '%s\n' "${summary[@]}"
