#!/usr/bin/env bash
# `names diff` as a reviewer runs it on a large change: the shipped catalogs (Catalogs/, every file) against a copy
# with COUNT names changed (100,000 by default). The copy is made in a temporary folder, never in the repository:
# every (place, language) name of every file is listed in file order, COUNT of them are drawn with a fixed seed,
# and each drawn name's preferred form gets a letter appended (or its last letter dropped, every third one), so
# the copy, and the diff, are the same bytes on every run. Then `names diff Catalogs/ COPY` is checked once (exit
# status 1 and "COUNT changed" in its summary line) and timed with hyperfine (text and --format json), and run once
# under /usr/bin/time for its peak RSS.
#
#   Scripts/bench-diff.sh                                   # builds the release names first
#   NAMES=.build/debug/names RUNS=3 Scripts/bench-diff.sh   # another build of names (no build here)
#   COUNT=3000 Scripts/bench-diff.sh                        # another number of changed names
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${RUNS:-10}
count=${COUNT:-100000}
work=$(mktemp -d "${TMPDIR:-/tmp}/placenames-bench-diff.XXXXXX")
trap 'rm -rf "$work"' EXIT
dpkg -s time >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq time >/dev/null; }

names=${NAMES:-.build/release/names}
[ -n "${NAMES:-}" ] || swift build -c release --product names >/dev/null

python3 - Catalogs "$work/copy" "$count" <<'EOF'
import json, os, random, sys

source, target, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
files = []
for folder, subfolders, names in os.walk(source):
    subfolders[:] = sorted(d for d in subfolders if not d.startswith("."))
    files += [os.path.join(folder, n) for n in names if n.endswith(".json") and not n.startswith(".")]
files.sort(key=lambda f: f.encode())
catalogs = {f: json.load(open(f, encoding="utf-8")) for f in files}
slots = [(f, p, lang) for f in files for p, place in enumerate(catalogs[f]["places"])
         for lang in place.get("names", {})]
if count > len(slots):
    sys.exit(f"only {len(slots)} names in {source}, cannot change {count}")
for number, slot in enumerate(sorted(random.Random(42).sample(range(len(slots)), count))):
    f, p, lang = slots[slot]
    names = catalogs[f]["places"][p]["names"]
    name = names[lang]
    preferred = name if isinstance(name, str) else name["preferred"]
    # Every third name loses its last letter (when it has more than one), the others gain an "a".
    changed = preferred[:-1] if number % 3 == 2 and len(preferred) > 1 else preferred + "a"
    if isinstance(name, str):
        names[lang] = changed
    else:
        name["preferred"] = changed
for f in files:
    out = os.path.join(target, os.path.relpath(f, source))
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "w", encoding="utf-8") as handle:
        json.dump(catalogs[f], handle, ensure_ascii=False, indent=2)
        handle.write("\n")
print(f"{count:,} of {len(slots):,} names changed in {len(files)} files under {target}", file=sys.stderr)
EOF

# Once, checked: the catalogs differ (exit 1) in exactly the names changed.
status=0
"$names" diff Catalogs/ "$work/copy" >"$work/diff.txt" || status=$?
summary=$(tail -1 "$work/diff.txt")
echo "summary: $summary"
[ "$status" = 1 ] || { echo "names diff exited $status, expected 1" >&2; exit 1; }
expected=$(python3 -c "print(f'{$count:,}')")
case "$summary" in
  *"0 added, 0 removed, $expected changed"*) ;;
  *) echo "the summary does not say $expected names changed" >&2; exit 1 ;;
esac
echo "text report: $(wc -l <"$work/diff.txt") lines, $(wc -c <"$work/diff.txt") bytes"

/usr/bin/time -f 'names diff (text): %e s wall, %U s user, %M kB peak RSS' "$names" diff Catalogs/ "$work/copy" >/dev/null || true
/usr/bin/time -f 'names diff --format json: %e s wall, %U s user, %M kB peak RSS' \
  "$names" diff --format json Catalogs/ "$work/copy" >/dev/null || true
/usr/bin/time -f 'names diff of equal catalogs: %e s wall, %U s user, %M kB peak RSS' \
  "$names" diff Catalogs/ Catalogs/ >/dev/null

if command -v hyperfine >/dev/null; then
  # names diff exits 1 when the catalogs differ: -i keeps hyperfine from calling that a failure.
  hyperfine -i --warmup 1 --runs "$runs" \
    "$names diff Catalogs/ $work/copy" \
    "$names diff --format json Catalogs/ $work/copy" \
    "$names diff Catalogs/ Catalogs/"
else
  echo "hyperfine is not installed (apt-get install -y hyperfine): only the single runs above were timed" >&2
fi
