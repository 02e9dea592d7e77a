#!/usr/bin/env bash
# Property-based API testing of `names serve` against its own OpenAPI document (issue 29): starts the server on the
# shipped catalogs on a free loopback port, with the admin endpoint on, and runs schemathesis on every operation,
# every phase (the document's examples, coverage of boundary and negative values, random positive and negative
# fuzzing, stateful sequences along the links) and every check (no 5xx, only documented statuses, headers and
# content types, answers that match their schemas, schema-valid requests accepted, schema-invalid ones refused,
# authentication required where the document says so). Any failure fails the script.
#
#   Scripts/check-schemathesis.sh [path/to/names]       # the debug build CI made by default
#   SCHEMATHESIS_EXAMPLES=100 Scripts/check-schemathesis.sh   # examples per operation and seed (default 10)
#   SCHEMATHESIS_SEEDS="7 8" Scripts/check-schemathesis.sh    # other seeds (default 1 2 3, so CI runs the same cases)
#   SCHEMATHESIS_SEEDS=random Scripts/check-schemathesis.sh   # one fresh seed, printed
#
# After the seeds, the reload operation is run again against a second server with the admin endpoint off, with and
# without credentials: the document's security scheme must hold there too (issue 45).
#
# Needs `pip install schemathesis==4.32.5` (CI installs it). Reports go to .build/schemathesis/<seed>/ (a HAR file
# of every request and answer, and JUnit). Its other settings are in Scripts/schemathesis.toml.
set -euo pipefail
cd "$(dirname "$0")/.."

names=${1:-.build/debug/names}
examples=${SCHEMATHESIS_EXAMPLES:-10}
seeds=${SCHEMATHESIS_SEEDS:-1 2 3}
[ "$seeds" = random ] && seeds=$(python3 -c 'import secrets; print(secrets.randbelow(2**31))')
reports=.build/schemathesis
token=$(python3 -c 'import secrets; print(secrets.token_hex(16))')
logs=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
  rm -rf "$logs"
}
trap cleanup EXIT

command -v schemathesis >/dev/null || { echo "check-schemathesis: no schemathesis; pip install schemathesis==4.32.5" >&2; exit 1; }

# start_server NAME [VAR=value...]: `names serve` on a free loopback port; sets $base, and waits until it is ready.
start_server() {
  local name=$1 port
  shift
  port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  base="http://127.0.0.1:$port"
  # The countries, regions and cities, not the 200,000 towns and villages: a debug build sorts every place for each
  # new language a listing asks for, which took over schemathesis's 10 s with them (Scripts/check-web.sh serves
  # all of Catalogs/ to the explorer, the coverage page, geopy and the OpenAPI checks).
  env "$@" "$names" serve --catalog Catalogs/territories.json --catalog Catalogs/subdivisions --catalog Catalogs/cities \
    --host 127.0.0.1 --port "$port" --log-level warning 2>"$logs/$name" &
  pids+=($!)
  for _ in $(seq 1 1800); do
    curl -sf "$base/readyz" >/dev/null 2>&1 && return 0
    kill -0 "${pids[-1]}" 2>/dev/null || { echo "check-schemathesis: names serve ($name) stopped:"; cat "$logs/$name"; exit 1; }
    sleep 0.5
  done
  echo "check-schemathesis: names serve ($name) not ready after 900 s"; cat "$logs/$name"; exit 1
}

served_requests() {
  curl -sf "$1/metrics" | awk '/^placenames_http_requests_total\{/ {n += $NF} END {print n + 0}'
}

# run_schemathesis LABEL BASE SEED [ARGS...]: one run into $reports/LABEL, its summary printed; returns its status.
run_schemathesis() {
  local label=$1 url=$2 seed=$3 status=0 before after start end sent operations
  shift 3
  mkdir -p "$reports/$label"
  before=$(served_requests "$url")
  start=$(date +%s.%N)
  schemathesis --config-file Scripts/schemathesis.toml run "$url/openapi.json" \
    --checks all --phases "$phases" --max-examples "$examples" --seed "$seed" \
    --generation-database none --workers 1 --no-color \
    --report har,junit --report-dir "$reports/$label" "$@" 2>&1 | tee "$reports/$label/output.txt" || status=$?
  end=$(date +%s.%N)
  after=$(served_requests "$url")
  # The run's requests as schemathesis recorded them; the server's count (its /metrics, less one read of it) adds
  # schemathesis's fetch of the document and its probes of what the server accepts.
  sent=$(python3 -c 'import json, sys; print(sum(len(json.load(open(p))["log"]["entries"]) for p in sys.argv[1:]))' "$reports/$label"/har-*.json)
  operations=$(awk '/^  Tested:/ {print $2}' "$reports/$label/output.txt")
  printf 'check-schemathesis: %s: %s operations, up to %s examples each (seed %s): %s requests sent (%s counted by the server) in %.1f s\n' \
    "$label" "$operations" "$examples" "$seed" "$sent" "$((after - before - 1))" "$(echo "$end - $start" | bc)"
  [ "$status" -eq 0 ] || echo "check-schemathesis: $label: schemathesis found failures (exit $status); reports in $reports/$label" >&2
  return "$status"
}

rm -rf "$reports" && mkdir -p "$reports"
status=0

# The admin endpoint as it runs when deployed: on, behind its bearer token.
start_server on PLACENAMES_ADMIN_TOKEN="$token"
on=$base
# The document's examples and the coverage phase's boundary values are the same whatever the seed: the first seed
# runs every phase, the others the phases a seed changes (random valid and invalid requests, and sequences).
phases=examples,coverage,fuzzing,stateful
for seed in $seeds; do
  run_schemathesis "seed-$seed" "$on" "$seed" --header "Authorization: Bearer $token" || status=1
  phases=fuzzing,stateful
done
phases=examples,coverage,fuzzing,stateful
if ! kill -0 "${pids[0]}" 2>/dev/null || ! curl -sf "$on/readyz" >/dev/null; then
  echo "check-schemathesis: names serve did not survive the runs:" >&2; cat "$logs/on" >&2; status=1
fi

# Off: the same document, so the reload operation must still answer as its security scheme says (401 without
# credentials, and with them, since none can be right), and nothing else of it.
start_server off PLACENAMES_ADMIN_TOKEN=
first_seed=${seeds%% *}
run_schemathesis admin-off "$base" "$first_seed" --include-path /v1/admin/reload || status=1
run_schemathesis admin-off-with-token "$base" "$first_seed" --include-path /v1/admin/reload \
  --header "Authorization: Bearer $token" --exclude-checks ignored_auth || status=1
exit "$status"
