#!/usr/bin/env bash
# Load-tests `names serve` (release build) on 127.0.0.1 with wrk, against nginx serving one equivalent static
# JSON file in the same run as the ceiling. Prints requests/s and p99 latency for: nginx (static look-up body),
# a single look-up, look-ups of 3,000 ids, reverse look-ups of 5,000 positions, a search (a fixed mix of 8 queries in
# several scripts) and the realistic search mix (3,000 distinct queries drawn from the served catalogs by
# Scripts/search-queries.py, sent by Scripts/search-queries.lua). Bounded: each run lasts DURATION.
#
#   Scripts/bench-server.sh                    # shipped Catalogs/, 10 s per run
#   DURATION=5s CONNECTIONS=32 Scripts/bench-server.sh --catalog other.json
#   NAMES=/tmp/names-before Scripts/bench-server.sh  # another build of names
#   MIX_FROM=/tmp/old-catalogs Scripts/bench-server.sh --snapshot new.snapshot  # the mixes drawn from other catalogs,
#                                              # so two catalogs are measured with the same queries, ids and positions
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${DURATION:-10s}
CONNECTIONS=${CONNECTIONS:-32}
THREADS=${THREADS:-2}
SERVER_PORT=${SERVER_PORT:-18480}
NGINX_PORT=${NGINX_PORT:-18481}
catalogs=("$@")
[ ${#catalogs[@]} -gt 0 ] || catalogs=(--catalog Catalogs)

need=()
for pkg in wrk nginx curl; do
  dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
done
if [ ${#need[@]} -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq "${need[@]}" >/dev/null
fi

# NAMES=/path/to/names measures another build (a before/after pair in the same sitting).
# shellcheck source=Scripts/bench-lib.sh
. Scripts/bench-lib.sh
names=$(bench_names)

work=$(mktemp -d)
server_pid=""
nginx_pid=""
cleanup() {
  # Never stop half-way: a non-zero status from either would leave nginx running.
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  if [ -n "$nginx_pid" ]; then kill "$nginx_pid" 2>/dev/null || true; wait "$nginx_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

start=$(date +%s%N)
start_server "$names" "$SERVER_PORT" "${catalogs[@]}"
ready=$(date +%s%N)
echo "server ready after $(( (ready - start) / 1000000 )) ms (start-up: load + index)"

lookup="/v1/places/tz:Asia%2FBangkok?lang=th-TH,en"
mkdir -p "$work/www"
curl -sf "http://127.0.0.1:$SERVER_PORT$lookup" >"$work/www/place.json"
start_static_nginx "$NGINX_PORT" "$THREADS" place.json \
  'add_header Cache-Control "public, max-age=300"; add_header Vary Accept-Language;'

cp Scripts/search-mix.lua "$work/search.lua"
# The realistic search mix (issue 30): 3,000 distinct autocomplete queries drawn from the served catalogs.
catalog_paths=()
for ((i = 0; i < ${#catalogs[@]}; i++)); do
  [ "${catalogs[$i]}" != --catalog ] || catalog_paths+=("${catalogs[$((i + 1))]}")
done
[ -z "${MIX_FROM:-}" ] || catalog_paths=("$MIX_FROM")
python3 Scripts/search-queries.py "${catalog_paths[@]}" -o "$work/queries.tsv" 2>"$work/queries.log"

# Look-ups of 3,000 places of the served catalogs (ids percent-encoded), each in one of three language lists.
python3 - "$work/lookups.lua" "${catalog_paths[@]}" <<'PY2'
import glob, json, os, sys, urllib.parse
out, args = sys.argv[1], sys.argv[2:]
paths = [a for a in args if a != "--catalog"]
files = sorted(f for p in paths for f in (glob.glob(os.path.join(p, "**", "*.json"), recursive=True) if os.path.isdir(p) else [p]))
ids = [place["id"] for f in files for place in json.load(open(f, encoding="utf-8")).get("places", [])]
ids = ids[:: max(1, len(ids) // 3000)][:3000]
langs = ["th-TH,en", "zh-Hant-HK", "sr-Latn,de"]
targets = [f"/v1/places/{urllib.parse.quote(i, safe=':')}?lang={langs[n % 3]}" for n, i in enumerate(ids)]
with open(out, "w") as f:
    f.write("local targets = {\n" + ",\n".join(json.dumps(t) for t in targets) + "\n}\n")
    f.write("local i = 0\nrequest = function()\n  i = i % #targets + 1\n  return wrk.format(\"GET\", targets[i])\nend\n")
PY2

# Reverse look-ups of 5,000 distinct positions (seeded): half within about 20 km of a served place, as phones ask
# where people live, half uniform over the sphere (oceans, poles), each in one of three language lists.
python3 - "$work/reverse.lua" "${catalog_paths[@]}" <<'PY3'
import glob, json, math, os, random, sys
out, args = sys.argv[1], sys.argv[2:]
paths = [a for a in args if a != "--catalog"]
files = sorted(f for p in paths for f in (glob.glob(os.path.join(p, "**", "*.json"), recursive=True) if os.path.isdir(p) else [p]))
points = [p["coordinate"] for f in files for p in json.load(open(f, encoding="utf-8")).get("places", []) if "coordinate" in p]
rng = random.Random(27)
langs = ["th-TH,en", "ja", "de,en"]
targets = []
for n in range(5000):
    if points and n % 2 == 0:
        c = rng.choice(points)
        lat = max(-90.0, min(90.0, c["latitude"] + rng.uniform(-0.2, 0.2)))
        lon = (c["longitude"] + rng.uniform(-0.2, 0.2) + 180) % 360 - 180
    else:
        lat, lon = math.degrees(math.asin(rng.uniform(-1, 1))), rng.uniform(-180, 180)
    targets.append(f"/v1/reverse?lat={lat:.5f}&lon={lon:.5f}&lang={langs[n % 3]}")
with open(out, "w") as f:
    f.write("local targets = {\n" + ",\n".join(json.dumps(t) for t in targets) + "\n}\n")
    f.write("local i = 0\nrequest = function()\n  i = i % #targets + 1\n  return wrk.format(\"GET\", targets[i])\nend\n")
PY3

# Prints "name  requests/s  p99" from one wrk run; remembers requests/s in $rps.
rps=""
run() {
  local name=$1; shift
  local out
  out=$(wrk -t"$THREADS" -c"${CONNECTIONS}" -d"$DURATION" --latency "$@")
  local p99 errors
  rps=$(awk '/^Requests\/sec:/ {print $2}' <<<"$out")
  p99=$(awk '$1 == "99%" {print $2}' <<<"$out")
  errors=$(grep -E 'Non-2xx|Socket errors' <<<"$out" | tr -s ' ' | paste -sd';' - || true)
  printf '%-32s %12s req/s   p99 %9s   %s\n' "$name" "$rps" "$p99" "$errors"
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.0f %%", 100 * a / b }'; }

echo "wrk -t$THREADS -c$CONNECTIONS -d$DURATION on 127.0.0.1, $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
run "nginx static place.json" "http://127.0.0.1:$NGINX_PORT/place.json"; nginx_rps=$rps
run "names serve: look-up" "http://127.0.0.1:$SERVER_PORT$lookup"; lookup_rps=$rps
run "look-ups, 3,000 ids x 3 langs" -s "$work/lookups.lua" "http://127.0.0.1:$SERVER_PORT"; mix_rps=$rps
run "names serve: /healthz" "http://127.0.0.1:$SERVER_PORT/healthz"
if curl -sf "http://127.0.0.1:$SERVER_PORT/v1/reverse?lat=0&lon=0" >/dev/null; then
  run "reverse, 5,000 positions" -s "$work/reverse.lua" "http://127.0.0.1:$SERVER_PORT"; reverse_rps=$rps
  CONNECTIONS=4 run "reverse, 4 connections" -s "$work/reverse.lua" "http://127.0.0.1:$SERVER_PORT"
else
  reverse_rps=""  # a build before reverse look-ups (NAMES=...)
fi
run "names serve: search (mix)" -s "$work/search.lua" "http://127.0.0.1:$SERVER_PORT"
run "search (realistic mix, 3,000)" -s Scripts/search-queries.lua "http://127.0.0.1:$SERVER_PORT" -- "$work/queries.tsv"
# Autocomplete at a modest concurrency too: latency without a 32-deep queue on 2 shared cores.
CONNECTIONS=4 run "search (mix), 4 connections" -s "$work/search.lua" "http://127.0.0.1:$SERVER_PORT"
# Bad input stays cheap: a 200-character query of one repeated letter, Latin and Thai (issue 13).
long_latin=$(printf 'a%.0s' $(seq 1 200))
long_thai=$(python3 -c 'import urllib.parse; print(urllib.parse.quote("\u0e01" * 200))')
run "search, 200 x 'a'" "http://127.0.0.1:$SERVER_PORT/v1/search?q=$long_latin&lang=english"
run "search, 200 x 'ก'" "http://127.0.0.1:$SERVER_PORT/v1/search?q=$long_thai&lang=thai"
run "nginx static place.json, again" "http://127.0.0.1:$NGINX_PORT/place.json"; nginx_again=$rps
echo "look-up vs nginx: $(ratio "$lookup_rps" "$nginx_rps") (single), $(ratio "$mix_rps" "$nginx_rps") (3,000 ids); nginx's second run: $(ratio "$nginx_again" "$nginx_rps") of its first"
[ -z "$reverse_rps" ] || echo "reverse vs look-ups (3,000 ids): $(ratio "$reverse_rps" "$mix_rps")"
