#!/usr/bin/env bash
# Many replicas on one snapshot (issue 15, SERVICE.md "Running many replicas"), release build: `names snapshot` of
# the catalogs once, two `names serve --snapshot` processes behind nginx as the load balancer (round robin,
# keep-alive upstream), wrk through nginx: look-ups of 3,000 places, then the search mix. Then each replica's
# memory from /proc/PID/smaps_rollup: RSS (its own count), PSS (shared pages divided among the processes mapping
# them, so the replicas' PSS add up to what they take together) and the snapshot's pages shared between them.
# Also asks both replicas the same look-up: same ETag, and If-None-Match through nginx is 304 whichever answers.
#
#   Scripts/bench-replicas.sh [catalog paths…]     # default Catalogs/; DURATION=10s CONNECTIONS=32 THREADS=2
set -euo pipefail
cd "$(dirname "$0")/.."
catalogs=("$@")
[ ${#catalogs[@]} -gt 0 ] || catalogs=(Catalogs/)
DURATION=${DURATION:-10s}; CONNECTIONS=${CONNECTIONS:-32}; THREADS=${THREADS:-2}
work=$(mktemp -d /tmp/placenames-replicas.XXXXXX)
ports=(18731 18732); front=18730
names=${NAMES:-.build/release/names}   # NAMES: a build made elsewhere, not rebuilt here
[ -n "${NAMES:-}" ] || swift build -c release --product names >/dev/null
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT

/usr/bin/time -f '%e s, peak %M KB' "$names" snapshot "${catalogs[@]}" -o "$work/catalogs.snapshot"
for port in "${ports[@]}"; do
  "$names" serve --snapshot "$work/catalogs.snapshot" --host 127.0.0.1 --port "$port" --log-level warning &
  pids+=($!)
done
for port in "${ports[@]}"; do
  until curl -sf "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; do sleep 0.05; done
done
cat >"$work/nginx.conf" <<CONF
daemon off;
worker_processes $THREADS;
pid $work/nginx.pid;
error_log $work/nginx-error.log;
events { worker_connections 4096; }
http {
  access_log off;
  upstream replicas { server 127.0.0.1:${ports[0]}; server 127.0.0.1:${ports[1]}; keepalive 64; }
  server {
    listen 127.0.0.1:$front;
    location / { proxy_pass http://replicas; proxy_http_version 1.1; proxy_set_header Connection ""; }
  }
}
CONF
nginx -c "$work/nginx.conf" -p "$work" &
pids+=($!)
until curl -sf "http://127.0.0.1:$front/readyz" >/dev/null 2>&1; do sleep 0.05; done

lookup="/v1/places/tz:Asia%2FBangkok?lang=th"
etags=$(for port in "${ports[@]}"; do curl -sI "http://127.0.0.1:$port$lookup" | tr -d '\r' | awk -F': ' 'tolower($1) == "etag" { print $2 }'; done | sort -u)
echo "ETag of $lookup from each replica: $(echo "$etags" | tr '\n' ' ')($(echo "$etags" | wc -l) distinct)"
statuses=$(for _ in 1 2 3 4; do curl -s -o /dev/null -w '%{http_code} ' -H "If-None-Match: $etags" "http://127.0.0.1:$front$lookup"; done)
echo "If-None-Match through nginx, four times (round robin over both): $statuses"

python3 - "$work/lookups.lua" "${catalogs[@]}" <<'PY'
import glob, json, os, sys, urllib.parse
out, paths = sys.argv[1], sys.argv[2:]
files = sorted(f for p in paths for f in (glob.glob(os.path.join(p, "**", "*.json"), recursive=True) if os.path.isdir(p) else [p]))
ids = [place["id"] for f in files for place in json.load(open(f, encoding="utf-8")).get("places", [])]
ids = ids[:: max(1, len(ids) // 3000)][:3000]
langs = ["th-TH,en", "zh-Hant-HK", "sr-Latn,de"]
targets = [f"/v1/places/{urllib.parse.quote(i, safe=':')}?lang={langs[n % 3]}" for n, i in enumerate(ids)]
with open(out, "w") as f:
    f.write("local targets = {\n" + ",\n".join(json.dumps(t) for t in targets) + "\n}\n")
    f.write("local i = 0\nrequest = function()\n  i = i % #targets + 1\n  return wrk.format(\"GET\", targets[i])\nend\n")
PY
memory() {
  for index in 0 1; do
    local pid; pid=$(pgrep -f "serve --snapshot $work/catalogs.snapshot --host 127.0.0.1 --port ${ports[$index]}" | head -1)
    awk -v name="replica $((index + 1))" '/^Rss:/ { rss = $2 } /^Pss:/ { pss = $2 } /^Shared_Clean:/ { shared = $2 }
      END { printf "  %s: RSS %d MB, PSS %d MB, shared with the other %d MB\n", name, rss / 1024, pss / 1024, shared / 1024 }' \
      "/proc/$pid/smaps_rollup"
  done
}
echo "memory before traffic:"; memory
echo "wrk -t$THREADS -c$CONNECTIONS -d$DURATION through nginx, $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg):"
wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" --latency -s "$work/lookups.lua" "http://127.0.0.1:$front" \
  | awk '/Requests\/sec/ { rps = $2 } /99%/ { p99 = $2 } END { printf "  look-ups, 3,000 ids x 3 langs: %s req/s, p99 %s\n", rps, p99 }'
cp Scripts/search-mix.lua "$work/search.lua"
wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" --latency -s "$work/search.lua" "http://127.0.0.1:$front" \
  | awk '/Requests\/sec/ { rps = $2 } /99%/ { p99 = $2 } END { printf "  search (mix): %s req/s, p99 %s\n", rps, p99 }'
echo "memory after traffic:"; memory
