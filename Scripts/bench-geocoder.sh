#!/usr/bin/env bash
# Issue 43's performance targets, measured in one sitting against a release build of `names serve` on the shipped
# catalogs, with wrk at CONNECTIONS connections:
#   - the realistic search mix (3,000 distinct queries of Scripts/search-queries.py, 14 % of them typo'd), plain;
#   - the same queries with filters and a bias: a third with `kind=city` or a `country` (in turn), a third with
#     `near` (positions of shipped cities, seeded), a third as they are; target: at least 80 % of the plain mix;
#   - the same queries through Photon's `GET /api` (target: within 10 % of `/v1/search`);
#   - nginx serving a static file, the ceiling (target: the plain mix at least 20 % of it, p99 under 8 ms).
# Runs alternate (plain, filtered, Photon, then again) so a busy machine skews them alike.
#
#   Scripts/bench-geocoder.sh                          # builds and measures .build/release/names, 10 s per run
#   NAMES=/tmp/names-before DURATION=5s Scripts/bench-geocoder.sh
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${DURATION:-10s}
CONNECTIONS=${CONNECTIONS:-32}
THREADS=${THREADS:-2}
SERVER_PORT=${SERVER_PORT:-18490}
NGINX_PORT=${NGINX_PORT:-18491}
for tool in wrk nginx curl; do
  command -v "$tool" >/dev/null || { echo "bench-geocoder: needs $tool (apt-get install wrk nginx curl)" >&2; exit 1; }
done
# shellcheck source=Scripts/bench-lib.sh
. Scripts/bench-lib.sh
names=$(bench_names)

work=$(mktemp -d)
server_pid=""
nginx_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  if [ -n "$nginx_pid" ]; then kill "$nginx_pid" 2>/dev/null || true; wait "$nginx_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

start_server "$names" "$SERVER_PORT" --catalog Catalogs
mkdir -p "$work/www"
curl -sf "http://127.0.0.1:$SERVER_PORT/v1/places/tz:Asia%2FBangkok?lang=th-TH,en" >"$work/www/place.json"
start_static_nginx "$NGINX_PORT" "$THREADS" place.json

python3 Scripts/search-queries.py Catalogs -o "$work/plain.tsv" 2>"$work/queries.log"
# The filtered mix and Photon's, from the same queries (seeded).
python3 - "$work" <<'PY'
import glob, json, random, sys
work = sys.argv[1]
lines = [line.rstrip("\n") for line in open(f"{work}/plain.tsv", encoding="utf-8") if line.startswith("/")]
cities = [p["coordinate"] for f in sorted(glob.glob("Catalogs/cities/*.json"))
          for p in json.load(open(f, encoding="utf-8"))["places"] if "coordinate" in p]
rng = random.Random(43)
countries = ["US", "DE", "TH", "JP", "RU", "FR", "IN", "CN", "BR", "ES", "GB", "IT"]
with open(f"{work}/filtered.tsv", "w") as filtered, open(f"{work}/photon.tsv", "w") as photon:
    for n, line in enumerate(lines):
        target, rest = line.split("\t", 1)
        if n % 3 == 0:
            target += "&kind=city" if n % 2 == 0 else f"&country={countries[n % len(countries)]}"
        elif n % 3 == 1:
            c = rng.choice(cities)
            target += f"&near={c['latitude']:.4f},{c['longitude']:.4f}"
        filtered.write(f"{target}\t{rest}\n")
        photon.write(line.replace("/v1/search?", "/api?", 1) + "\n")
PY

# Besides requests/s, the server's CPU time per request (user + system, /proc/PID/stat, over wrk's requests): what
# a busy shared machine skews far less than requests/s, so the mixes are compared by it too.
tick=$(getconf CLK_TCK)
cpu_ticks() { awk '{print $14 + $15}' "/proc/$server_pid/stat"; }
rps=""; p99=""; micros=""
run() {
  local name=$1; shift
  local out errors before after requests
  before=$(cpu_ticks)
  out=$(wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" --latency "$@")
  after=$(cpu_ticks)
  rps=$(awk '/^Requests\/sec:/ {print $2}' <<<"$out")
  p99=$(awk '$1 == "99%" {print $2}' <<<"$out")
  requests=$(awk '/requests in/ {print $1}' <<<"$out")
  micros=$(awk -v t=$((after - before)) -v hz="$tick" -v n="$requests" 'BEGIN { printf "%.0f", t / hz * 1e6 / n }')
  errors=$(grep -E 'Non-2xx|Socket errors' <<<"$out" | tr -s ' ' | paste -sd';' - || true)
  printf '%-36s %12s req/s   p99 %9s   server %4s us/request   %s\n' "$name" "$rps" "$p99" "$micros" "$errors"
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.0f %%", 100 * a / b }'; }
url="http://127.0.0.1:$SERVER_PORT"
queries() { echo -s Scripts/search-queries.lua "$url" -- "$work/$1.tsv"; }

echo "wrk -t$THREADS -c$CONNECTIONS -d$DURATION on 127.0.0.1, $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
grep -E '^ *kind:' "$work/queries.log" || true
run "nginx static place.json" "http://127.0.0.1:$NGINX_PORT/place.json"; nginx=$rps
declare -A sum cpu
add() { awk -v a="${1:-0}" -v b="$2" 'BEGIN{print a+b}'; }
ROUNDS=${ROUNDS:-2}
for round in $(seq "$ROUNDS"); do
  for mix in plain filtered photon; do
    case $mix in
      plain) label="search, plain mix" ;;
      filtered) label="search, filters and near" ;;
      photon) label="Photon /api, plain mix" ;;
    esac
    # shellcheck disable=SC2046
    run "$label ($round)" $(queries $mix)
    sum[$mix]=$(add "${sum[$mix]:-0}" "$rps"); cpu[$mix]=$(add "${cpu[$mix]:-0}" "$micros")
  done
done
run "nginx static place.json, again" "http://127.0.0.1:$NGINX_PORT/place.json"
echo "filters and near vs plain: $(ratio "${sum[filtered]}" "${sum[plain]}") of the requests/s, $(ratio "${cpu[plain]}" "${cpu[filtered]}") by server CPU per request (target 80 %)"
echo "/api vs /v1/search: $(ratio "${sum[photon]}" "${sum[plain]}") of the requests/s, $(ratio "${cpu[plain]}" "${cpu[photon]}") by server CPU per request (target 90 % or more)"
echo "plain mix vs nginx (first run): $(ratio "$(awk -v a="${sum[plain]}" -v n="$ROUNDS" 'BEGIN{print a/n}')" "$nginx") (target 20 %)"
