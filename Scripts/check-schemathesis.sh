#!/usr/bin/env bash
# Property-based API testing of `names serve` against its own OpenAPI document (issue 29): starts the server on the
# shipped catalogs on a free loopback port, with the admin endpoint on, and runs schemathesis on every operation,
# every phase (the document's examples, coverage of boundary and negative values, random positive and negative
# fuzzing, stateful sequences along the links) and every check (no 5xx, only documented statuses, headers and
# content types, answers that match their schemas, schema-valid requests accepted, schema-invalid ones refused,
# authentication required where the document says so). Any failure fails the script.
#
#   Scripts/check-schemathesis.sh [path/to/names]       # the debug build CI made by default
#   SCHEMATHESIS_EXAMPLES=100 Scripts/check-schemathesis.sh   # examples per operation (default 30)
#   SCHEMATHESIS_SEED=7 Scripts/check-schemathesis.sh         # another seed (default 1, so CI runs the same cases)
#
# Needs `pip install schemathesis==4.32.5` (CI installs it). Reports go to .build/schemathesis/ (a HAR file of
# every request and answer, and JUnit). Its other settings are in Scripts/schemathesis.toml; the listing cursor's
# strategy in Scripts/schemathesis_hooks.py.
set -euo pipefail
cd "$(dirname "$0")/.."

names=${1:-.build/debug/names}
examples=${SCHEMATHESIS_EXAMPLES:-30}
seed=${SCHEMATHESIS_SEED:-1}
reports=.build/schemathesis
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
token=$(python3 -c 'import secrets; print(secrets.token_hex(16))')
base="http://127.0.0.1:$port"
log=$(mktemp)
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  rm -f "$log"
}
trap cleanup EXIT

command -v schemathesis >/dev/null || { echo "check-schemathesis: no schemathesis; pip install schemathesis==4.32.5" >&2; exit 1; }

# The admin endpoint is tested as it runs when deployed: on, behind its bearer token (off, it is a 404 that no
# credentials change, and schemathesis could check nothing of it).
PLACENAMES_ADMIN_TOKEN=$token "$names" serve --host 127.0.0.1 --port "$port" --log-level warning 2>"$log" &
server_pid=$!
for _ in $(seq 1 600); do
  curl -sf "$base/readyz" >/dev/null 2>&1 && break
  kill -0 "$server_pid" 2>/dev/null || { echo "check-schemathesis: names serve stopped:"; cat "$log"; exit 1; }
  sleep 0.5
done
curl -sf "$base/readyz" >/dev/null || { echo "check-schemathesis: names serve not ready after 300 s"; cat "$log"; exit 1; }

served_requests() {
  curl -sf "$base/metrics" | awk '/^placenames_http_requests_total\{/ {n += $NF} END {print n + 0}'
}

rm -rf "$reports" && mkdir -p "$reports"
before=$(served_requests)
start=$(date +%s.%N)
status=0
schemathesis --config-file Scripts/schemathesis.toml run "$base/openapi.json" \
  --checks all --phases examples,coverage,fuzzing,stateful --max-examples "$examples" --seed "$seed" \
  --header "Authorization: Bearer $token" --generation-database none --workers 1 --no-color \
  --report har,junit --report-dir "$reports" 2>&1 | tee "$reports/output.txt" || status=$?
end=$(date +%s.%N)
after=$(served_requests)

# The run's requests as schemathesis recorded them; the server's count (its /metrics, less one read of it) adds
# schemathesis's fetch of the document and its probes of what the server accepts.
sent=$(python3 -c 'import json, sys; print(sum(len(json.load(open(p))["log"]["entries"]) for p in sys.argv[1:]))' "$reports"/har-*.json)
operations=$(awk '/^  Tested:/ {print $2}' "$reports/output.txt")
printf 'check-schemathesis: %s operations, up to %s examples each (seed %s): %s requests sent (%s counted by the server) in %.1f s\n' \
  "$operations" "$examples" "$seed" "$sent" "$((after - before - 1))" "$(echo "$end - $start" | bc)"
if ! kill -0 "$server_pid" 2>/dev/null || ! curl -sf "$base/readyz" >/dev/null; then
  echo "check-schemathesis: names serve did not survive the run:" >&2; cat "$log" >&2; status=1
fi
[ "$status" -eq 0 ] || echo "check-schemathesis: schemathesis found failures (exit $status); reports in $reports" >&2
exit "$status"
