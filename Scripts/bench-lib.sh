# Sourced by the load benchmarks (Scripts/bench-server.sh, Scripts/bench-geocoder.sh): the build to measure, a
# `names serve` and an nginx serving one static file on loopback, each waited for, and one wrk run's figures.
# The caller sets `work` (a folder of its own) and stops "$server_pid" and "$nginx_pid" on exit.

# The `names` to measure: NAMES when given (a build made elsewhere, not rebuilt), else a fresh release build.
bench_names() {
  if [ -n "${NAMES:-}" ]; then
    echo "$NAMES"
  else
    swift build -c release --product names >/dev/null
    echo .build/release/names
  fi
}

# Starts `NAMES serve ARGS...` on 127.0.0.1:PORT and waits until it is ready: sets server_pid.
#   start_server NAMES PORT ARGS...
start_server() {
  local names=$1 port=$2
  shift 2
  "$names" serve "$@" --host 127.0.0.1 --port "$port" --log-level warning 2>"$work/server.log" &
  server_pid=$!
  for _ in $(seq 1 600); do
    curl -sf "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && return 0
    kill -0 "$server_pid" 2>/dev/null || { cat "$work/server.log"; exit 1; }
    sleep 0.2
  done
  echo "names serve not ready after 120 s" >&2
  exit 1
}

# Starts nginx serving "$work/www" on 127.0.0.1:PORT with THREADS workers, LOCATION added to its location block,
# and waits until it answers FILE: sets nginx_pid.
#   start_static_nginx PORT THREADS FILE [LOCATION]
start_static_nginx() {
  local port=$1 threads=$2 file=$3 location=${4:-}
  chmod 755 "$work"  # nginx workers run as www-data and must read the static file
  cat >"$work/nginx.conf" <<CONF
daemon off;
worker_processes $threads;
pid $work/nginx.pid;
error_log $work/nginx-error.log;
events { worker_connections 1024; }
http {
  access_log off;
  types { application/json json; }
  server {
    listen 127.0.0.1:$port;
    root $work/www;
    location / { $location }
  }
}
CONF
  nginx -c "$work/nginx.conf" -p "$work" &
  nginx_pid=$!
  for _ in $(seq 1 50); do curl -sf "http://127.0.0.1:$port/$file" >/dev/null 2>&1 && break; sleep 0.1; done
}
