#!/usr/bin/env bash
# Starts `names serve` (the debug build CI made) on the shipped catalogs on a free loopback port, then checks the
# OpenAPI document against its answers (Scripts/check-openapi.py), runs geopy and a GeoJSON validator against it
# (Scripts/check-geo-clients.py) and drives the explorer page in headless Chromium
# (Scripts/browser-test.py, screenshots under .build/explorer-screenshots). Any mismatch fails.
#
#   Scripts/check-web.sh [path/to/names]
set -euo pipefail
cd "$(dirname "$0")/.."

names=${1:-.build/debug/names}
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
log=$(mktemp)
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  rm -f "$log"
}
trap cleanup EXIT

# SERVICE.md's reload example uses this token.
PLACENAMES_ADMIN_TOKEN=example-token "$names" serve --host 127.0.0.1 --port "$port" --cors-origin https://app.example --log-level warning 2>"$log" &
server_pid=$!
for _ in $(seq 1 1800); do
  curl -sf "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break
  kill -0 "$server_pid" 2>/dev/null || { echo "check-web: names serve stopped:"; cat "$log"; exit 1; }
  sleep 0.5
done
curl -sf "http://127.0.0.1:$port/readyz" >/dev/null || { echo "check-web: names serve not ready after 900 s"; cat "$log"; exit 1; }

status=0
python3 Scripts/check-openapi.py "http://127.0.0.1:$port" || status=1
# geopy's Photon geocoder against /api and /reverse, and every GeoJSON answer through geojson-pydantic (issue 43).
timeout 120 python3 Scripts/check-geo-clients.py "http://127.0.0.1:$port" || status=1
timeout 120 python3 Scripts/browser-test.py "http://127.0.0.1:$port" .build/explorer-screenshots || status=1
# The coverage page (GET /coverage, reached from the explorer's link): bars, own names in Thai, Arabic and CJK, grid.
timeout 180 python3 Scripts/browser-test-coverage.py "http://127.0.0.1:$port" .build/explorer-screenshots || status=1
exit $status
