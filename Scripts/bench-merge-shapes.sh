#!/usr/bin/env bash
# `names merge` reporting conflicts, on the shipped catalogs as one file minified on one line and indented,
# against a copy in the same shape with every English name changed (every English name is a conflict, reported
# with file:line:column). Each shape: RUNS runs of `names merge A B --dry-run` under /usr/bin/time; prints
# median wall seconds, user CPU, peak RSS and the number of conflicts reported.
#
#   Scripts/bench-merge-shapes.sh
#   NAMES=/tmp/names-old RUNS=1 Scripts/bench-merge-shapes.sh   # another build of names (no build here)
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${RUNS:-3}
dir=${BENCH_DIR:-${TMPDIR:-/tmp}/placenames-merge-shapes}
mkdir -p "$dir"
dpkg -s time >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq time >/dev/null; }

names=${NAMES:-.build/release/names}
[ -n "${NAMES:-}" ] || swift build -c release --product names >/dev/null

printf '| shape | conflicts | wall s | user s | peak RSS MB |\n|---|---:|---:|---:|---:|\n'
for layout in minified indented; do
  flag=""; [ "$layout" = minified ] && flag="--minified"
  a="$dir/$layout.json"; b="$dir/$layout-renamed.json"
  [ -s "$a" ] || python3 Scripts/make-catalog-shapes.py Catalogs/ "$a" $flag 2>/dev/null
  [ -s "$b" ] || python3 Scripts/make-catalog-shapes.py Catalogs/ "$b" $flag --rename-english " (other source)" 2>/dev/null
  rows=()
  for _ in $(seq "$runs"); do
    /usr/bin/time -f '%e %U %M' -o "$dir/time" "$names" merge "$a" "$b" --dry-run >/dev/null 2>"$dir/stderr" || true
    conflicts=$(grep -c ': error\[merge-conflict\]' "$dir/stderr" || true)
    rows+=("$(tail -1 "$dir/time") $conflicts")
  done
  median=$(printf '%s\n' "${rows[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p")
  read -r wall user rss conflicts <<<"$median"
  printf '| %s | %s | %s | %s | %s |\n' "$layout" "$conflicts" "$wall" "$user" "$((rss / 1024))"
done
