#!/usr/bin/env bash
# Measures search quality: starts `names serve` (release build) on the catalogs given (default: the shipped
# Catalogs/), asks it the queries Scripts/eval-search.py generates from those same catalogs (prefixes in seven
# languages and five scripts, whole names, Latin transliterations, one-typo names), and prints recall@1,
# recall@5 and MRR per family and language, with the count of queries left out as ambiguous.
#
#   Scripts/eval-search.sh                                # shipped Catalogs/
#   Scripts/eval-search.sh Catalogs/ ../cities.json       # any catalog files or folders
#   NAMES=/tmp/names-old Scripts/eval-search.sh           # another build of names (before/after)
#   FAILURES=5 Scripts/eval-search.sh                     # also print five misses per family and language
set -euo pipefail
cd "$(dirname "$0")/.."

PORT=${PORT:-18490}
paths=("$@")
[ ${#paths[@]} -gt 0 ] || paths=(Catalogs)
if [ -z "${NAMES:-}" ]; then
  swift build -c release --product names >/dev/null
  NAMES=.build/release/names
fi
catalog_args=()
for path in "${paths[@]}"; do catalog_args+=(--catalog "$path"); done

log=$(mktemp)
"$NAMES" serve "${catalog_args[@]}" --host 127.0.0.1 --port "$PORT" --log-level warning 2>"$log" &
server_pid=$!
trap 'kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; rm -f "$log"' EXIT
for _ in $(seq 1 900); do
  curl -sf "http://127.0.0.1:$PORT/readyz" >/dev/null 2>&1 && break
  kill -0 "$server_pid" 2>/dev/null || { cat "$log"; exit 1; }
  sleep 0.2
done
python3 Scripts/eval-search.py --url "http://127.0.0.1:$PORT" --failures "${FAILURES:-0}" "${paths[@]}"
