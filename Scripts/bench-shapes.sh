#!/usr/bin/env bash
# `names validate` on the file shapes users bring, against ../shared/bench/peer_validate.py in the same run:
# the shipped catalogs as one file, every place 1, 2, 3 and 10 times (copies under new ids, as merging two
# sources gives), minified on one line and indented, plus CRLF. Each shape: RUNS alternating runs of the peer
# and `names validate` (every check on) under /usr/bin/time; the table gives medians (wall, user CPU, peak RSS)
# and the ratio peer wall / names wall. Writes the table into BENCHMARKS.md between the shapes-table markers.
#
#   Scripts/bench.sh shapes            # the same, through the scaling benchmark's entry point
#   RUNS=5 COPIES="1 3" Scripts/bench-shapes.sh
#   WRITE=0 Scripts/bench-shapes.sh    # print only
#   NAMES=/tmp/names Scripts/bench-shapes.sh   # measure another build of names (no build here)
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${RUNS:-3}
copies=(${COPIES:-1 2 3 10})
dir=${BENCH_DIR:-${TMPDIR:-/tmp}/placenames-shapes}
write=${WRITE:-1}
mkdir -p "$dir"

shared=${PLACENAMES_SHARED:-}
[ -n "$shared" ] || for candidate in ../shared ../../shared; do
  [ -d "$candidate/bench" ] && shared=$(cd "$candidate" && pwd) && break
done
[ -n "$shared" ] || { echo "shared/ not found: set PLACENAMES_SHARED" >&2; exit 2; }
peer="$shared/bench/peer_validate.py"

need=()
for pkg in time; do dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg"); done
[ ${#need[@]} -eq 0 ] || { apt-get update -qq && apt-get install -y -qq "${need[@]}" >/dev/null; }
python3 -c 'import orjson, icu' 2>/dev/null || pip install -q orjson PyICU

names=${NAMES:-.build/release/names}
[ -n "${NAMES:-}" ] || swift build -c release --product names >/dev/null

shapes=()
for n in "${copies[@]}"; do
  for layout in minified indented; do
    file="$dir/$layout-$n.json"
    flag=""; [ "$layout" = minified ] && flag="--minified"
    [ -f "$file" ] || python3 Scripts/make-catalog-shapes.py Catalogs/ "$file" --copies "$n" $flag
    shapes+=("$layout-$n")
  done
done
[ -f "$dir/crlf-1.json" ] || python3 Scripts/make-catalog-shapes.py Catalogs/ "$dir/crlf-1.json" --crlf
shapes+=("crlf-1")

results="$dir/results.tsv"
: >"$results"
started=$(date -u '+%Y-%m-%d %H:%M UTC')
for shape in "${shapes[@]}"; do
  file="$dir/$shape.json"
  for run in $(seq "$runs"); do
    for tool in peer names; do
      load=$(cut -d' ' -f1 /proc/loadavg)
      if [ "$tool" = peer ]; then command=(python3 "$peer" "$file"); else command=("$names" validate "$file"); fi
      /usr/bin/time -f '%e %U %S %M' -o "$dir/time.txt" "${command[@]}" >"$dir/out.txt" 2>"$dir/err.txt" || true
      summary=$(tail -1 "$dir/err.txt"); [ "$tool" = peer ] && summary=$(tail -1 "$dir/out.txt")
      printf '%s\t%s\t%s\t%s\t%s\n' "$shape" "$tool" "$(tail -1 "$dir/time.txt" | tr ' ' '\t')" "$load" "$summary" >>"$results"
    done
  done
  echo "$shape: $(grep -P "^$shape\tnames\t" "$results" | cut -f3 | tr '\n' ' ')s names; $(grep -P "^$shape\tpeer\t" "$results" | cut -f3 | tr '\n' ' ')s peer"
done

python3 - "$results" "$dir" "$(git rev-parse --short HEAD)${NAMES:+ (names: $NAMES)}" "$started" "$runs" "$write" <<'PY'
import sys, os, json, statistics
path, folder, commit, started, runs, write = sys.argv[1:]
rows = {}
for line in open(path):
    shape, tool, wall, user, sys_, rss, load, summary = line.rstrip("\n").split("\t")
    rows.setdefault((shape, tool), []).append((float(wall), float(user) + float(sys_), int(rss), float(load), summary))
def count(shape):
    places = json.load(open(os.path.join(folder, shape + ".json"), encoding="utf-8"))["places"]
    return len(places), sum(len(p.get("names") or {}) for p in places)
out = ["| shape | places | names | MB | names: wall s | CPU s | CPU s per M names | peak RSS MB | peer: wall s | peak RSS MB | peer ÷ names (wall) | loads | findings |",
       "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |"]
shapes = []
for shape, _ in rows:
    if shape not in shapes: shapes.append(shape)
for shape in shapes:
    mine, peer = rows[(shape, "names")], rows[(shape, "peer")]
    places, names = count(shape)
    med = lambda xs, i: statistics.median(x[i] for x in xs)
    size = os.path.getsize(os.path.join(folder, shape + ".json")) / 1e6
    loads = "–".join(f"{l:.1f}" for l in (min(x[3] for x in mine + peer), max(x[3] for x in mine + peer)))
    out.append(f"| {shape} | {places:,} | {names:,} | {size:.0f} | {med(mine,0):.2f} | {med(mine,1):.2f} | "
               f"{med(mine,1) / (names / 1e6):.2f} | {med(mine,2) / 1000:.0f} | {med(peer,0):.2f} | {med(peer,2) / 1000:.0f} | "
               f"{med(peer,0) / med(mine,0):.2f} | {loads} | {mine[0][4].split(' in ')[0]} |")
table = "\n".join(out)
header = (f"`Scripts/bench-shapes.sh` (RUNS={runs}), {started}, commit {commit}, {os.cpu_count()} cores: medians of {runs} "
          "alternating runs of the peer and `names validate` (every check on) per shape; CPU is user + system, all "
          "threads; loads are the 1-minute load average before each run (lowest–highest).\n\n")
print(header + table)
if write == "1":
    sys.path.insert(0, "Scripts")
    from benchmarks_md import write_block
    write_block("<!-- shapes table: written by Scripts/bench-shapes.sh -->", "<!-- end of shapes table -->", header + table)
    print("written to BENCHMARKS.md under ## names validate")
PY
