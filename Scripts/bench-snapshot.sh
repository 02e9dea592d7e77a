#!/usr/bin/env bash
# Snapshot benchmark (issue 15), release builds: for each size, the catalog Scripts/bench.sh generates (exactly that
# many real names), then
#   before     BEFORE's `names serve --catalog FILE` to /readyz (the build without snapshots; skipped when unset)
#   catalogs   `names serve --catalog FILE --no-cache` to /readyz (validate, index, snapshot in memory)
#   snapshot   `names snapshot FILE -o S` (wall, user CPU, peak RSS, file size)
#   mapped     `names serve --snapshot S` to /readyz, RSS at ready (VmRSS = anonymous + file pages mapped)
#   cold       the same after dropping the page cache (when this machine lets root do it)
#   cached     `names serve --catalog FILE --cache DIR`, twice: the first start builds and writes the snapshot,
#              the second maps it (reading and hashing the catalog's bytes only)
# Prints one markdown table; generated files go to $BENCH_DIR (default /tmp/placenames-scale), never the repo.
#
#   BEFORE=/tmp/names-old Scripts/bench-snapshot.sh 10000 1000000 10000000
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(10000 1000000 10000000)
dir=${BENCH_DIR:-${TMPDIR:-/tmp}/placenames-scale}
port=${SERVER_PORT:-18491}
mkdir -p "$dir"
names=${NAMES:-.build/release/names}   # NAMES: a build made elsewhere, not rebuilt here
[ -n "${NAMES:-}" ] || swift build -c release --product names >/dev/null
bench=${BENCH:-.build/release/placenames-bench}   # BENCH: a placenames-bench made elsewhere, not rebuilt here
[ -n "${BENCH:-}" ] || swift build -c release --product placenames-bench >/dev/null

rows=()
# start LABEL SIZE COMMAND...: runs a server until /readyz answers; records seconds to ready, RSS then, peak RSS.
start() {
  local label=$1 size=$2; shift 2
  local begin; begin=$(date +%s%N)
  /usr/bin/time -f '%e %U %S %M' -o "$dir/time.txt" "$@" --host 127.0.0.1 --port "$port" --log-level warning \
    2>"$dir/serve.err" &
  local pid=$!
  until curl -sf "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; do
    if ! kill -0 "$pid" 2>/dev/null; then echo "$label exited:" >&2; tail -5 "$dir/serve.err" >&2; exit 1; fi
    sleep 0.01
  done
  local ready; ready=$(date +%s%N)
  local server; server=$(pgrep -P "$pid")
  local rss anon file
  rss=$(awk '/VmRSS/ { print $2 }' "/proc/$server/status")
  anon=$(awk '/RssAnon/ { print $2 }' "/proc/$server/status")
  file=$(awk '/RssFile/ { print $2 }' "/proc/$server/status")
  kill -TERM "$server"; wait "$pid" || true
  local seconds; seconds=$(awk -v ns=$((ready - begin)) 'BEGIN { printf "%.2f", ns / 1e9 }')
  rows+=("| $label | $size | $seconds | $((rss / 1024)) ($((anon / 1024)) anon + $((file / 1024)) file) | $(($(cut -d' ' -f4 "$dir/time.txt") / 1024)) | |")
  echo "  $label: ready after $seconds s, RSS $((rss / 1024)) MB ($((anon / 1024)) anon, $((file / 1024)) file)"
}

for size in "${sizes[@]}"; do
  catalog="$dir/names-$size.json"
  if [ ! -f "$catalog" ]; then
    "$bench" generate --names "$size" -o "$catalog" --first-half "$dir/names-$size-a.json" \
      --second-half "$dir/names-$size-b.json" >/dev/null
  fi
  echo "== $size names: $(stat -c %s "$catalog") bytes, load $(cut -d' ' -f1 /proc/loadavg)"
  [ -z "${BEFORE:-}" ] || start "before: serve --catalog (no snapshot)" "$size" "$BEFORE" serve --catalog "$catalog"
  start "serve --catalog --no-cache" "$size" "$names" serve --catalog "$catalog" --no-cache
  snapshot="$dir/names-$size.snapshot"
  /usr/bin/time -f '%e %U %S %M' -o "$dir/time.txt" "$names" snapshot "$catalog" -o "$snapshot" 2>"$dir/snapshot.err"
  read -r wall user _ peak <"$dir/time.txt"
  bytes=$(stat -c %s "$snapshot")
  rows+=("| names snapshot | $size | $wall (user $user) | | $((peak / 1024)) | $((bytes / 1000000)) MB |")
  echo "  snapshot: $wall s, user $user s, peak $((peak / 1024)) MB, $bytes bytes"
  start "serve --snapshot" "$size" "$names" serve --snapshot "$snapshot"
  if sync && echo 3 >/proc/sys/vm/drop_caches 2>/dev/null; then
    start "serve --snapshot, page cache dropped" "$size" "$names" serve --snapshot "$snapshot"
  fi
  cache="$dir/cache-$size"; rm -rf "$cache"
  start "serve --catalog, empty cache" "$size" "$names" serve --catalog "$catalog" --cache "$cache"
  start "serve --catalog, cached snapshot" "$size" "$names" serve --catalog "$catalog" --cache "$cache"
done

echo
echo "\`Scripts/bench-snapshot.sh ${sizes[*]}\`, $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, commit $(git rev-parse --short HEAD)"
echo
echo "| step | names | seconds to ready (or wall) | RSS at ready MB | peak RSS MB | file |"
echo "| --- | ---: | ---: | ---: | ---: | ---: |"
printf '%s\n' "${rows[@]}"
