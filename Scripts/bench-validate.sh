#!/usr/bin/env bash
# Benchmark: `names validate` (all checks) against ../shared/bench/peer_validate.py (orjson + PyICU doing the
# core checks) on the same inputs, in the same run, alternating, under /usr/bin/time (wall, user + sys CPU, peak
# RSS). Prints one row per input with medians and the ratio peer ÷ names (wall and CPU).
#
# The inputs (issue 45), built from the shipped catalogs by Scripts/make-catalog-shapes.py into $DIR (never
# into the repository):
#   catalogs              Catalogs/ itself, 451 files (indented)
#   shipped-minified      every shipped place once, one file on one line
#   shipped-indented      the same, indented
#   namesakes2-minified   every shipped place twice (1.4 M names), one line: the second copy under new ids
#                         (`<id>~2`), linked to its own regions (`<region>~2`) and moved 1.5° east, so the copies
#                         are namesakes, not duplicates (`--copies 2 --namesakes 1.5`)
#   namesakes2-indented   the same, indented
#   generated             the synthetic 60 MB catalog of `placenames-bench generate` (names from small pools)
#
#   Scripts/bench-validate.sh                                  # every input but `generated`, 5 runs each
#   RUNS=3 INPUTS="shipped-minified namesakes2-minified" Scripts/bench-validate.sh
#   NAMES=/tmp/names Scripts/bench-validate.sh                 # another build of names (nothing is built)
#   BEFORE=/tmp/names-before Scripts/bench-validate.sh         # also that build, alternated: peer, before, names
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${RUNS:-5}
inputs=(${INPUTS:-catalogs shipped-minified shipped-indented namesakes2-minified namesakes2-indented})
dir=${DIR:-${TMPDIR:-/tmp}/placenames-validate}
mkdir -p "$dir"

# The shared folder: $PLACENAMES_SHARED, else a `shared` folder beside the checkout or one of its parents.
shared=${PLACENAMES_SHARED:-}
if [ -z "$shared" ]; then
    folder=$(pwd)
    while [ "$folder" != "/" ]; do
        if [ -d "$folder/../shared/bench" ]; then shared=$(cd "$folder/../shared" && pwd); break; fi
        folder=$(dirname "$folder")
    done
fi
[ -n "$shared" ] || { echo "shared/ not found: set PLACENAMES_SHARED" >&2; exit 2; }
peer="$shared/bench/peer_validate.py"

[ -x /usr/bin/time ] || { apt-get update -qq && apt-get install -y -qq time >/dev/null; }
python3 -c 'import orjson, icu' 2>/dev/null || pip install -q orjson PyICU

names=${NAMES:-.build/release/names}   # NAMES: a build made elsewhere, not rebuilt here
[ -n "${NAMES:-}" ] || swift build -c release --product names >/dev/null
before=${BEFORE:-}

path_of() {
    case "$1" in
        catalogs) echo Catalogs/ ;;
        generated) echo "$dir/generated-60mb.json" ;;
        *) echo "$dir/$1.json" ;;
    esac
}

for input in "${inputs[@]}"; do
    file=$(path_of "$input")
    [ -e "$file" ] && continue
    case "$input" in
        shipped-minified) python3 Scripts/make-catalog-shapes.py Catalogs/ "$file" --minified ;;
        shipped-indented) python3 Scripts/make-catalog-shapes.py Catalogs/ "$file" ;;
        namesakes2-minified) python3 Scripts/make-catalog-shapes.py Catalogs/ "$file" --copies 2 --namesakes 1.5 --minified ;;
        namesakes2-indented) python3 Scripts/make-catalog-shapes.py Catalogs/ "$file" --copies 2 --namesakes 1.5 ;;
        generated)
            bench=${BENCH:-.build/release/placenames-bench}
            [ -n "${BENCH:-}" ] || swift build -c release --product placenames-bench >/dev/null
            PLACENAMES_SHARED="$shared" "$bench" generate --megabytes 60 -o "$file" ;;
        *) echo "unknown input $input" >&2; exit 2 ;;
    esac
done

echo "== machine"
echo "$(nproc) cores; $(uptime)"
swift --version 2>&1 | head -1
python3 -c 'import icu, orjson; print("PyICU", icu.VERSION, "ICU", icu.ICU_VERSION, "orjson", orjson.__version__)'
echo "names: $names${before:+; before: $before}; commit $(git rev-parse --short HEAD)"

tools=(peer ${before:+before} names)
results="$dir/results.tsv"
: >"$results"
echo "== runs (wall s, user s, sys s, peak RSS KB, load)"
for input in "${inputs[@]}"; do
    file=$(path_of "$input")
    for run in $(seq "$runs"); do
        for tool in "${tools[@]}"; do
            case "$tool" in
                peer) command=(python3 "$peer" "$file") ;;
                before) command=("$before" validate "$file") ;;
                names) command=("$names" validate "$file") ;;
            esac
            load=$(cut -d' ' -f1 /proc/loadavg)
            /usr/bin/time -f '%e %U %S %M' -o "$dir/time.txt" "${command[@]}" >"$dir/out.txt" 2>"$dir/err.txt" || true
            summary=$(tail -1 "$dir/err.txt"); [ "$tool" = peer ] && summary=$(tail -1 "$dir/out.txt")
            printf '%s\t%s\t%s\t%s\t%s\n' "$input" "$tool" "$(tail -1 "$dir/time.txt" | tr ' ' '\t')" "$load" "$summary" >>"$results"
        done
    done
    grep -P "^$input\t" "$results" | cut -f1-7 | tr '\t' ' '
done

echo "== medians ($runs runs each, alternated)"
python3 - "$results" "$(date -u '+%Y-%m-%d %H:%M UTC')" <<'PY'
import sys, statistics
path, finished = sys.argv[1:]
rows = {}
for line in open(path):
    inp, tool, wall, user, sys_, rss, load, summary = line.rstrip("\n").split("\t")
    rows.setdefault((inp, tool), []).append((float(wall), float(user) + float(sys_), int(rss) / 1024, float(load), summary))
def med(k, i): return statistics.median(r[i] for r in rows[k])
def spread(k, i):
    v = [r[i] for r in rows[k]]
    return (max(v) - min(v)) / 2
inputs = list(dict.fromkeys(k[0] for k in rows))
tools = list(dict.fromkeys(k[1] for k in rows))
print(f"finished {finished}")
print("| input | tool | wall s (± half range) | CPU s (user+sys) | peak RSS MB | peer ÷ tool, wall | peer ÷ tool, CPU | loads | summary |")
print("| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | --- |")
for inp in inputs:
    for tool in tools:
        k = (inp, tool)
        if k not in rows: continue
        loads = [r[3] for r in rows[k]]
        ratio_wall = med((inp, "peer"), 0) / med(k, 0)
        ratio_cpu = med((inp, "peer"), 1) / med(k, 1)
        print(f"| {inp} | {tool} | {med(k, 0):.2f} ± {spread(k, 0):.2f} | {med(k, 1):.2f} | {med(k, 2):.0f} | "
              f"{ratio_wall:.2f} | {ratio_cpu:.2f} | {min(loads):.1f}–{max(loads):.1f} | {rows[k][-1][4]} |")
PY
