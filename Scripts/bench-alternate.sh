#!/usr/bin/env bash
# Two builds of `names` on the same command, alternated: ROUNDS rounds of `hyperfine -N -w 1 -r RUNS BEFORE AFTER`,
# the two binaries' order swapped every round, so a change in the machine's load hits both alike. Prints the time
# and load average at start and end, then per binary the runs' mean, spread and median wall time and hyperfine's
# mean user and system CPU, and the ratios after ÷ before.
#
#   BEFORE=/tmp/names-main AFTER=.build/release/names Scripts/bench-alternate.sh "validate Catalogs/"
#   ROUNDS=3 RUNS=3 BEFORE=… AFTER=… Scripts/bench-alternate.sh "export --lang thai big.json -o /tmp/thai.json"
set -euo pipefail
args=$1
before=${BEFORE:?BEFORE=path/to/names}; after=${AFTER:?AFTER=path/to/names}
rounds=${ROUNDS:-3}; runs=${RUNS:-5}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
echo "start $(date -u '+%H:%M:%S UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
for round in $(seq "$rounds"); do
  if [ $((round % 2)) -eq 1 ]; then first=$before; second=$after; else first=$after; second=$before; fi
  hyperfine -N -i -w 1 -r "$runs" --export-json "$out/round$round.json" "$first $args" "$second $args" >/dev/null 2>&1
done
echo "end $(date -u '+%H:%M:%S UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
python3 - "$out" "$before" "$after" <<'PY'
import glob, json, statistics, sys
out, before, after = sys.argv[1:]
runs = {before: ([], [], []), after: ([], [], [])}
for path in sorted(glob.glob(out + "/round*.json")):
    for result in json.load(open(path))["results"]:
        times, users, systems = runs[result["command"].split()[0]]
        times += result["times"]; users.append(result["user"]); systems.append(result["system"])
for label, binary in (("before", before), ("after", after)):
    times, users, systems = runs[binary]
    print(f"{label} {binary}: {len(times)} runs, mean {statistics.mean(times) * 1000:.0f} ms ± "
          f"{statistics.stdev(times) * 1000:.0f}, median {statistics.median(times) * 1000:.0f} ms, "
          f"user {statistics.mean(users) * 1000:.0f} ms, system {statistics.mean(systems) * 1000:.0f} ms")
print(f"after ÷ before: median wall {statistics.median(runs[after][0]) / statistics.median(runs[before][0]):.3f}, "
      f"user {statistics.mean(runs[after][1]) / statistics.mean(runs[before][1]):.3f}")
PY
