# Sourced by Scripts/soak.sh (SNAPSHOT=1) and Scripts/sigterm-cycles.sh: stops a `names serve` with SIGTERM while
# clients are sending it requests, and says how long it took to exit and what became of the requests in flight.
#
#   sigterm_under_load PID BASE_URL FOLDER SECONDS_OF_LOAD_FIRST
#
# PID must be a child of the calling shell (its exit is awaited with `wait`). During the load, CURL_LOOPS loops
# (default 4) each send one request after another, every one on a new connection, to a look-up, a search, a
# reverse look-up and a listing in turn, and log curl's HTTP status and exit code per request; WRK_CONNECTIONS
# (default 8) keep-alive connections of wrk load the server beside them. Then SIGTERM, and the time until the
# process has exited (`wait`). Sets:
#   exit_ms   milliseconds from SIGTERM to the process's exit
#   exit_status   its exit status
#   answered  curl requests answered with an HTTP status (any)
#   refused_connections  curl requests whose connection was refused (exit 7: the listener was closed: not in flight)
#   dropped   curl requests sent on an accepted connection and left without an answer (exit 52 empty reply,
#             56 reset, 28 time-out, anything else): in-flight requests that got no answer; must be 0
#   dropped_codes  those by curl's exit code, "code:count" separated by spaces ("52:1 56:2"), empty when none
#   wrk_errors  wrk's socket errors (connect read write timeout), all inside the shutdown
# and leaves FOLDER/curl-*.log and FOLDER/wrk-shutdown.out.
sigterm_under_load() {
  local pid=$1 base=$2 folder=$3 load=$4
  local loops=${CURL_LOOPS:-4} connections=${WRK_CONNECTIONS:-8}
  local targets=("/v1/places/tz%3AAsia%2FBangkok?lang=th" "/v1/search?q=bangk&lang=en&limit=10"
                 "/v1/reverse?lat=48.137&lon=11.575&lang=ja&limit=5" "/v1/places?lang=en&kind=city&limit=50")
  local clients=() n
  for n in $(seq 1 "$loops"); do
    (
      i=$n
      # Until the server's port refuses connections for good (after the exit); a hard stop after 30 s.
      end=$(( SECONDS + 30 ))
      while [ "$SECONDS" -lt "$end" ]; do
        # (`|| status=$?`: the caller's `set -e` must not end the loop on the first failed request.)
        status=0
        out=$(curl -s -o /dev/null --max-time 10 -w '%{http_code}' "$base${targets[$(( i % ${#targets[@]} ))]}") ||
          status=$?
        echo "$status $out"
        [ -e "$folder/clients-stop" ] && break
        i=$(( i + 1 ))
      done
    ) >"$folder/curl-$n.log" 2>/dev/null &
    clients+=($!)
  done
  wrk -t1 -c"$connections" -d$(( load + 10 ))s --timeout 10s "$base/v1/places/tz%3AAsia%2FBangkok?lang=en" \
    >"$folder/wrk-shutdown.out" 2>&1 &
  local wrk_pid=$!
  sleep "$load"
  local t0 t1
  t0=$(date +%s%N)
  kill -TERM "$pid"
  exit_status=0
  wait "$pid" || exit_status=$?
  t1=$(date +%s%N)
  exit_ms=$(( (t1 - t0) / 1000000 ))
  # A few more requests that must be refused, then the clients stop.
  sleep 0.3
  touch "$folder/clients-stop"
  for n in "${clients[@]}"; do wait "$n" || true; done
  rm -f "$folder/clients-stop"
  kill -INT "$wrk_pid" 2>/dev/null || true
  wait "$wrk_pid" 2>/dev/null || true
  answered=$(cat "$folder"/curl-*.log | awk '$1 == 0 && $2 != "000"' | wc -l)
  refused_connections=$(cat "$folder"/curl-*.log | awk '$1 == 7' | wc -l)
  dropped=$(cat "$folder"/curl-*.log | awk '!($1 == 0 && $2 != "000") && $1 != 7' | wc -l)
  dropped_codes=$(cat "$folder"/curl-*.log | awk '!($1 == 0 && $2 != "000") && $1 != 7 {c[$1]++}
    END {for (k in c) printf "%s%s:%d", (n++ ? " " : ""), k, c[k]}')
  wrk_errors=$(awk '/Socket errors:/ {gsub(",", ""); print $4, $6, $8, $10}' "$folder/wrk-shutdown.out")
  wrk_errors=${wrk_errors:-0 0 0 0}
}
