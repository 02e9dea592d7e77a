#!/usr/bin/env bash
# Scaling benchmark (release build): for each size, a catalog of exactly that many real names (recombined by
# `placenames-bench generate --names N`, 21 languages) and two overlapping halves of it, then each step as the
# real command under /usr/bin/time (wall, user CPU, peak RSS):
#   load      `names stats FILE`              (read + parse + walk every place, count names per language)
#   validate  `names validate FILE`           (every check; diagnostics to a file)
#   export    `names export FILE --lang thai -o OUT`
#   merge     `names merge A B --prefer last -o OUT`   (the halves overlap and conflict: real merge work)
#   serve     `names serve --catalog FILE` until GET /readyz answers 200 (then SIGTERM)
# Prints one table and writes it into BENCHMARKS.md under "## Scaling" (between the scaling-table markers;
# the prose around them and the rest of the file stay), after every size, so a long run that is stopped
# still leaves the sizes it finished. Generated files go to $BENCH_DIR, never the repo.
#
#   Scripts/bench.sh                       # 10 k, 100 k, 1 M and 10 M names
#   Scripts/bench.sh 10000 100000          # a quick run
#   NICE=10 KEEP=1 Scripts/bench.sh 10000000   # add 10 M under nice to the table of the previous run
#   WRITE=0 Scripts/bench.sh 1000000       # print only
#   Scripts/bench.sh shapes                # `names validate` on the shapes users bring (Scripts/bench-shapes.sh)
#   Scripts/bench.sh snapshot [sizes…]     # snapshot build, start-up and RSS from a snapshot (Scripts/bench-snapshot.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
[ "${1:-}" != shapes ] || exec Scripts/bench-shapes.sh
[ "${1:-}" != snapshot ] || { shift; exec Scripts/bench-snapshot.sh "$@"; }

sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(10000 100000 1000000 10000000)
dir=${BENCH_DIR:-${TMPDIR:-/tmp}/placenames-scale}
port=${SERVER_PORT:-18490}
write=${WRITE:-1}
nice=(nice -n "${NICE:-0}")
mkdir -p "$dir"

need=()
for pkg in time curl; do dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg"); done
if [ ${#need[@]} -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq "${need[@]}" >/dev/null
fi

names=${NAMES:-.build/release/names}   # NAMES: a build made elsewhere, not rebuilt here
[ -n "${NAMES:-}" ] || swift build -c release --product names >/dev/null
bench=${BENCH:-.build/release/placenames-bench}   # BENCH: a placenames-bench made elsewhere, not rebuilt here
[ -n "${BENCH:-}" ] || swift build -c release --product placenames-bench >/dev/null

# One row per measured step; KEEP=1 keeps the rows of earlier runs (for sizes not measured again).
results="$dir/results.tsv"
touch "$results"
[ "${KEEP:-0}" = 1 ] || : >"$results"
for size in "${sizes[@]}"; do
  awk -F'\t' -v size="$size" '$1 != size' "$results" >"$results.new" && mv "$results.new" "$results"
done
load() { cut -d' ' -f1 /proc/loadavg; }

# measure SIZE STEP COMMAND...: runs the command under /usr/bin/time; exit status 0 or 1 (findings) is fine.
measure() {
  local size=$1 step=$2; shift 2
  local before; before=$(load)
  local status=0
  "${nice[@]}" /usr/bin/time -f '%e %U %S %M' -o "$dir/time.txt" "$@" >"$dir/$step-$size.out" 2>"$dir/$step-$size.err" \
    || status=$?
  if [ "$status" -gt 1 ]; then echo "$step failed ($status):" >&2; tail -5 "$dir/$step-$size.err" >&2; exit 1; fi
  printf '%s\t%s\t%s\t%s\t%s\n' "$size" "$step" "$(tail -1 "$dir/time.txt" | tr ' ' '\t')" "$before" >>"$results"
  echo "  $step: $(tail -1 "$dir/time.txt") (wall user sys maxRSS-kB), load $before"
}

# serve SIZE FILE: starts the server under /usr/bin/time, waits for /readyz, stops it; wall = time to ready.
serve() {
  local size=$1 file=$2 before; before=$(load)
  local start; start=$(date +%s%N)
  "${nice[@]}" /usr/bin/time -f '%e %U %S %M' -o "$dir/time.txt" \
    "$names" serve --catalog "$file" --host 127.0.0.1 --port "$port" 2>"$dir/serve-$size.err" &
  local pid=$!
  until curl -sf "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; do
    if ! kill -0 "$pid" 2>/dev/null; then echo "serve exited:" >&2; tail -5 "$dir/serve-$size.err" >&2; exit 1; fi
    sleep 0.05
  done
  local ready; ready=$(date +%s%N)
  # /usr/bin/time is the child of this shell; the server is its child: stop the server, time reports it.
  pkill -TERM -P "$pid" || true
  wait "$pid" || true
  local wall; wall=$(awk -v ns=$((ready - start)) 'BEGIN { printf "%.2f", ns / 1e9 }')
  local startup; startup=$(grep -o 'startup_ms=[0-9]*' "$dir/serve-$size.err" | head -1 | cut -d= -f2)
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$size" serve "$wall" "$(cut -d' ' -f2-4 "$dir/time.txt" | tr ' ' '\t')" \
    "$before" "${startup:-}" >>"$results"
  echo "  serve: ready after ${wall} s (startup_ms ${startup:-?}); $(tail -1 "$dir/time.txt") (wall user sys maxRSS-kB until stopped), load $before"
}

started=$(date -u '+%Y-%m-%d %H:%M UTC')
command="Scripts/bench.sh ${sizes[*]}"
[ "${NICE:-0}" = 0 ] || command="NICE=$NICE $command"
[ "${KEEP:-0}" = 0 ] || command="KEEP=1 $command"

# table: renders results.tsv (every size in it) and, with WRITE=1, puts it into BENCHMARKS.md.
table() {
python3 - "$results" "$(nproc)" \
  "$(awk '/MemTotal/ { printf "%.1f", $2 / 1048576 }' /proc/meminfo)" "$(git rev-parse --short HEAD)" \
  "$write" <<'PY'
import sys, re
path, cores, memory, commit, write = sys.argv[1:]
rows, sizes, files, runs = {}, [], {}, {}
for line in open(path):
    f = line.rstrip("\n").split("\t")
    size = int(f[0])
    if size not in sizes: sizes.append(size)
    if f[1] == "bytes": files[size] = int(f[2]); continue
    if f[1] == "run": runs.setdefault((f[2], f[3]), []).append((size, f[4], f[5])); continue
    rows[(size, f[1])] = f[2:]
steps = ["load", "validate", "export", "merge", "serve"]
label = {"load": "load (`names stats`)", "validate": "`validate` (all checks)", "export": "`export --lang thai`",
         "merge": "`merge` of two halves", "serve": "service start-up (to `/readyz` 200)"}
def n(size): return f"{size / 1e6:g} M" if size >= 1_000_000 else f"{size / 1e3:g} k"
out = ["| step | names | file MB | wall s | user CPU s | user s per M names | growth (user, ×size) | peak RSS MB | load |",
       "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
sizes.sort()
for step in steps:
    previous = None
    for size in sizes:
        r = rows.get((size, step))
        if not r: continue
        wall, user, sys_, rss, load = float(r[0]), float(r[1]), float(r[2]), int(r[3]), r[4]
        growth = "—"
        if previous and previous[1] > 0:
            growth = f"{user / previous[1]:.1f} (×{size / previous[0]:g})"
        extra = f" ({r[5]} ms logged)" if step == "serve" and len(r) > 5 and r[5] else ""
        out.append(f"| {label[step]} | {n(size)} | {files.get(size, 0) / 1e6:.1f} | {wall:.2f}{extra} | {user:.2f} | "
                   f"{user / (size / 1e6):.2f} | {growth} | {rss * 1024 / 1e6:.0f} | {load} |")
        previous = (size, user)
table = "\n".join(out)
header = f"Machine: {cores} cores, {memory} GiB, Debian 12, Swift 6.3.1, ICU 72; commit {commit}. Runs:\n"
for (command, started), items in runs.items():
    header += (f"- `{command}`, {started}: " + "; ".join(
        f"{n(size)} names with load average {before} before, {after} after" for size, before, after in items) + "\n")
header += ("\nThe `load` column is the 1-minute load average just before each command. \"user s per M names\" "
           "is user CPU (all threads) per million names; \"growth\" is the user CPU against the next smaller "
           "size, beside how many times more names it has (linear: the two numbers match).\n\n")
print(header + table)
if write == "1":
    sys.path.insert(0, "Scripts")
    from benchmarks_md import write_block
    write_block("<!-- scaling table: written by Scripts/bench.sh -->", "<!-- end of scaling table -->", header + table)
    print("written to BENCHMARKS.md under ## Scaling")
PY
}

for size in "${sizes[@]}"; do
  catalog="$dir/names-$size.json" first="$dir/names-$size-a.json" second="$dir/names-$size-b.json"
  if [ ! -f "$catalog" ] || [ ! -f "$second" ]; then
    "${nice[@]}" "$bench" generate --names "$size" -o "$catalog" --first-half "$first" --second-half "$second" >/dev/null
  fi
  before=$(cut -d' ' -f1-3 /proc/loadavg)
  echo "== $size names: $(stat -c %s "$catalog") bytes (halves $(stat -c %s "$first") + $(stat -c %s "$second"))"
  measure "$size" load "$names" stats "$catalog"
  measure "$size" validate "$names" validate "$catalog"
  measure "$size" export "$names" export "$catalog" --lang thai -o "$dir/thai-$size.json"
  measure "$size" merge "$names" merge "$first" "$second" --prefer last -o "$dir/merged-$size.json"
  serve "$size" "$catalog"
  printf '%s\tbytes\t%s\n' "$size" "$(stat -c %s "$catalog")" >>"$results"
  printf '%s\trun\t%s\t%s\t%s\t%s\n' "$size" "$command" "$started" "$before" "$(cut -d' ' -f1-3 /proc/loadavg)" >>"$results"
  table
done
